import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocalHost, normalizeHost } from '../tenancy/tenancy.service.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.ts';
import { LOGIN_CODE_TTL_SECONDS } from './login-codes.ts';
import { REFRESH_TOKEN_TTL_SECONDS } from './refresh-tokens.ts';

export const SESSION_COOKIES = {
  /** Short-lived access token: every request. */
  access: 'print_at',
  /** Refresh token: also read by server-side rendering, which renews an expired access token itself. */
  refresh: 'print_rt',
  /** The pending login attempt of the code step; only sent to the login routes. */
  challenge: 'print_login',
} as const;

const onThisMachine = (request: FastifyRequest) => isLocalHost(normalizeHost(request.headers.host));

/** httpOnly, SameSite=Lax, Secure everywhere except on localhost (plain http in development). */
function options(request: FastifyRequest, maxAge: number, path = '/'): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: !onThisMachine(request), path, maxAge };
}

const CHALLENGE_PATH = '/service-api/auth/login';

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: { access: string; refresh: string },
) {
  reply.setCookie(SESSION_COOKIES.access, tokens.access, options(request, ACCESS_TOKEN_TTL_SECONDS));
  reply.setCookie(SESSION_COOKIES.refresh, tokens.refresh, options(request, REFRESH_TOKEN_TTL_SECONDS));
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIES.access, options(request, 0));
  reply.clearCookie(SESSION_COOKIES.refresh, options(request, 0));
}

export function setChallengeCookie(request: FastifyRequest, reply: FastifyReply, challengeId: string) {
  reply.setCookie(
    SESSION_COOKIES.challenge,
    challengeId,
    options(request, LOGIN_CODE_TTL_SECONDS, CHALLENGE_PATH),
  );
}

export function clearChallengeCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIES.challenge, options(request, 0, CHALLENGE_PATH));
}
