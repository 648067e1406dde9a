import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@print/core/shell-data';
import { SESSION_COOKIES } from '../../modules/auth/session-cookies.ts';
import { createResponseCache, type Answer } from '../../platform/cache/response-cache.ts';
import type { PublicContentVersion } from '../../platform/events/public-content-version.ts';
import { answerFromCache, type MadeAnswer } from '../../platform/http/stored-answer.ts';
import { hasNullField } from './in-process.ts';

/** As the page cache (host/web/page-cache.ts); GraphQL answers are smaller, so less memory. */
export const PUBLIC_ANSWER_CACHE = { maxBytes: 16 * 2 ** 20, freshMs: 60_000, staleMs: 600_000 };

/** Anything but a document of queries only (or too long to be a storefront's query) is not shared. */
const NOT_A_QUERY = /\b(?:mutation|subscription)\b/;
const MAX_KEPT_BODY = 8_192;

/**
 * Answers of POST /service-api/graphql for callers without a session (the storefront's catalogue
 * queries): every such caller of a tenant sees the same for the same operation, variables and language
 * inputs, so the answer is kept as the page cache keeps pages, for as long as the tenant's public
 * content is unchanged. A hit runs no session check, tenant load or execution.
 */
export function createPublicAnswerCache(publicContent: PublicContentVersion) {
  const cache = createResponseCache(PUBLIC_ANSWER_CACHE);
  publicContent.onChange((tenantId) =>
    tenantId === '*' ? cache.clear() : cache.dropPrefix(`${tenantId}\n`),
  );

  /** The cache key of a call that may share its answer, else null. */
  function keyOf(request: FastifyRequest, tenantId: string): string | null {
    if (request.method !== 'POST' || !publicContent.live) return null;
    const { cookies, headers } = request;
    if (cookies[SESSION_COOKIES.access] || cookies[SESSION_COOKIES.refresh] || headers.authorization)
      return null;
    const body = request.body as { query?: unknown } | undefined;
    if (typeof body?.query !== 'string' || NOT_A_QUERY.test(body.query)) return null;
    const operation = JSON.stringify(body);
    if (operation.length > MAX_KEPT_BODY) return null;
    // The language is chosen from `?lang=`, the cookie and Accept-Language (graphql-route.ts:
    // chooseLanguage); an answer may name the shop's address, which the protocol and Host make.
    const query = request.url.indexOf('?');
    const asked = query < 0 ? '' : (new URLSearchParams(request.url.slice(query + 1)).get('lang') ?? '');
    const language = `${asked}\n${cookies[LANGUAGE_COOKIE] ?? ''}\n${headers['accept-language'] ?? ''}`;
    const origin = `${request.protocol}://${headers.host ?? ''}`;
    return [tenantId, language, origin, operation].join('\n');
  }

  function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    version: number,
    execute: () => Promise<MadeAnswer>,
  ) {
    return answerFromCache(request, reply, cache, { key, version, make: execute, keepable });
  }

  return { keyOf, serve, cache };
}

/** Only complete answers: an error (a rights check, a bad variable) is answered afresh every time. */
function keepable(answer: MadeAnswer): Answer | null {
  if (answer.status !== 200 || answer.cookies.length) return null;
  if (!/json/.test(answer.headers['content-type'] ?? '')) return null;
  const parsed = JSON.parse(answer.body.toString('utf8')) as { errors?: unknown[]; data?: unknown };
  // Nor "not found": a product published a moment ago must show though its notice is still under way.
  if (parsed.errors?.length || hasNullField(parsed.data)) return null;
  return answer;
}
