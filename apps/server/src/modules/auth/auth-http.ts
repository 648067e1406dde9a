import { CSRF_HEADER } from '@print/core/shell-data';
import { AUTH_FIELD_MAX_LENGTH, type AuthFailure } from '@print/core/auth/auth-api';
import { findTextProblems } from '@print/core/validation/storable-text';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { englishMessage } from '../../platform/errors.ts';
import { loadTenant, type Tenant } from '../tenancy/tenancy.service.ts';
import type { TenantResolver } from '../tenancy/tenant-resolver.ts';

/** A failure the user caused, as the client expects it: a catalogue key and its en-GB text. */
export function sendFailure(
  reply: FastifyReply,
  status: number,
  key: string,
  extra: { field?: string; params?: Record<string, string> } = {},
) {
  const body: AuthFailure = { key, message: englishMessage(key, extra.params), ...extra };
  return reply.code(status).send(body);
}

/**
 * The one input check every auth route shares, before any route looks at the body: text that cannot be
 * stored (NUL, lone surrogates, control characters; packages/core storable-text.ts) or is longer than
 * any auth field can be answers 400 with the message ('Forbidden characters U+0000', 'At most 256
 * characters') and the field. True after replying.
 */
async function refusedBody(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const [problem] = findTextProblems(request.body, { maxLength: AUTH_FIELD_MAX_LENGTH, limit: 1 });
  if (!problem) return false;
  await sendFailure(reply, 400, problem.error.key, {
    field: problem.path.join('.'),
    ...(problem.error.params ? { params: problem.error.params } : {}),
  });
  return true;
}

/** The string value of a JSON body property ('' when absent or not a string). */
export function bodyString(request: FastifyRequest, name: string): string {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

export function hasBodyField(request: FastifyRequest, name: string): boolean {
  return typeof request.body === 'object' && request.body !== null && name in request.body;
}

/**
 * The tenant of an auth request, from the Host only; also enforces the CSRF header (a cross-site form
 * cannot set it, so nobody can log a visitor into an attacker's account) and refuses a body with text
 * that cannot be stored or is too long. Every auth route starts here. Null after replying.
 */
export async function tenantOrReply(
  deps: { database: Database; tenants: TenantResolver },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Tenant | null> {
  if (!request.headers[CSRF_HEADER]) {
    await reply
      .code(403)
      .send({ key: 'csrf', message: `Missing the ${CSRF_HEADER} header (CSRF protection)` });
    return null;
  }
  if (await refusedBody(request, reply)) return null;
  const tenantId = await deps.tenants.resolve(request.headers.host);
  const tenant = tenantId
    ? await withTenant(deps.database, tenantId, (tx) => loadTenant(tx, tenantId))
    : null;
  if (!tenant) {
    await reply
      .code(404)
      .send({ key: 'unknownHost', message: 'Unknown host: no shop is configured for this domain.' });
    return null;
  }
  return tenant;
}
