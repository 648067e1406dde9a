import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUuid } from '../../platform/db/uuid.ts';
import { isLocalHost, normalizeHost } from '../tenancy/tenancy.service.ts';

// The browser's mark that it shops in a punch-out session (signed, httpOnly, like the session cookies).
const NAME = 'print_punchout';
const MAX_AGE_SECONDS = 12 * 60 * 60;

const secure = (request: FastifyRequest) => !isLocalHost(normalizeHost(request.headers.host));

export function setPunchOutCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string) {
  reply.setCookie(NAME, sessionId, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(request),
    path: '/',
    maxAge: MAX_AGE_SECONDS,
  });
}

export function clearPunchOutCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(NAME, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(request) });
}

/** The punch-out session id of the request's signed cookie, or null. */
export function punchOutCookie(request: FastifyRequest): string | null {
  const raw = request.cookies[NAME];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && isUuid(unsigned.value) ? unsigned.value : null;
}
