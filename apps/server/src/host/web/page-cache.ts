import type { FastifyReply, FastifyRequest } from 'fastify';
import { createResponseCache, type Answer } from '../../platform/cache/response-cache.ts';
import type { PublicContentVersion } from '../../platform/events/public-content-version.ts';
import { policyWithScriptHashes } from '../http/security-headers.ts';
import { answerFromCache, readAnswer, type MadeAnswer } from '../../platform/http/stored-answer.ts';

/**
 * Pages of visitors without a session (decision 0026): kept per tenant, language, cookie-consent state,
 * held texts (decision 0084), origin and path with query, for as long as the tenant's public content is unchanged. A minute fresh,
 * then served for ten more while one background render replaces it (a safety net: changes arrive as
 * database notices at once). Bounded by bytes (PAGE_CACHE_MB): 64 MiB hold ≈ 3,400 product pages of
 * ~72 KB in their brotli form (~19 KB).
 */
export const PAGE_CACHE = { maxBytes: 64 * 2 ** 20, freshMs: 60_000, staleMs: 600_000 };

/** The consent cookie decides whether the banner shows: a different value is a different page. */
const CONSENT_COOKIE = 'cookie_consent';
/** What a page may be, to be kept: a document or React Router's data of a client-side navigation. */
const KEPT_TYPES = /^(?:text\/html|text\/x-script)\b/;

/** A rendered page as React Router answered it; `background` renders are not tied to a visitor's socket. */
export type RenderPage = (options: { background: boolean }) => Promise<Response>;

export function createPageCache(publicContent: PublicContentVersion, maxBytes = PAGE_CACHE.maxBytes) {
  const cache = createResponseCache({ ...PAGE_CACHE, maxBytes });
  publicContent.onChange((tenantId) =>
    tenantId === '*' ? cache.clear() : cache.dropPrefix(`${tenantId}\n`),
  );

  /**
   * Serves the page from the cache, or renders it (once for all who ask at the same time) and keeps it
   * when every visitor without a session gets the same bytes: status 200, no cookie set, no
   * cache-control of its own. The page is rendered without a nonce; its policy names the hashes of its
   * inline scripts instead, so the bytes are the same for everyone.
   */
  function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { tenantId: string; version: number; language: string; textVersion: string; textsHeld: boolean },
    render: RenderPage,
  ) {
    const key = [
      page.tenantId,
      page.language,
      request.cookies[CONSENT_COOKIE] ?? '',
      // Navigation data without texts for a browser that holds them (decision 0084), never for others.
      page.textsHeld ? 'texts-held' : '',
      // A render from a shell still holding older texts is never kept under the newer ones' key.
      page.textVersion,
      `${request.protocol}://${request.headers.host ?? ''}${request.url}`,
    ].join('\n');
    // Read now: a background render may outlive this request.
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    const nonce = request.cspNonce;
    return answerFromCache(request, reply, cache, {
      key,
      version: page.version,
      make: async (background) => {
        const answer = await readAnswer(await render({ background }));
        if (policy && answer.headers['content-type']?.startsWith('text/html'))
          answer.headers['content-security-policy'] = policyWithScriptHashes(
            policy,
            nonce,
            answer.body.toString('utf8'),
          );
        // Every visitor's browser asks again, and gets a 304 while the page is unchanged.
        if (!answer.headers['cache-control']) answer.headers['cache-control'] = 'no-cache';
        return answer;
      },
      keepable,
    });
  }

  return Object.assign(serve, { cache });
}

function keepable(answer: MadeAnswer): Answer | null {
  const type = answer.headers['content-type'] ?? '';
  if (answer.status !== 200 || answer.cookies.length || !KEPT_TYPES.test(type)) return null;
  // A route that said how it may be kept (private, no-store) keeps that.
  if (answer.headers['cache-control'] !== 'no-cache') return null;
  return answer;
}
