import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import type { KvStore } from '../../platform/kv/kv-store.ts';
import { loadSessionUser, type SessionUser } from '../users/users.service.ts';
import { createAccessTokens } from './access-token.ts';
import { createRefreshTokens } from './refresh-tokens.ts';
import { clearSessionCookies, SESSION_COOKIES, setSessionCookies } from './session-cookies.ts';

/**
 * Sessions (spec §4, DESIGN §4): a short-lived access token and a rotating refresh token, both in
 * httpOnly cookies. The access token is checked on every request against the user row (one statement,
 * together with the rights), so archiving a user or changing a password ends sessions at once.
 */
export function createSessions(deps: { database: Database; kv: KvStore; appSecret: string }) {
  const accessTokens = createAccessTokens(deps.appSecret);
  const refreshTokens = createRefreshTokens(deps.kv);

  function issueCookies(
    request: FastifyRequest,
    reply: FastifyReply,
    tenantId: string,
    userId: string,
    refresh: string,
    sessionStart: number,
  ) {
    const access = accessTokens.issue({ sub: userId, tid: tenantId, sst: sessionStart });
    setSessionCookies(request, reply, { access, refresh });
  }

  /** Revokes the refresh token's whole family (the caller replaces or clears the cookies). */
  async function revokeCurrent(request: FastifyRequest, tenantId: string) {
    const token = request.cookies[SESSION_COOKIES.refresh];
    if (token) await refreshTokens.revoke(tenantId, token);
  }

  return {
    refreshTokens,

    /** Begins a new session (login, sign-in of a temporary visitor). Call outside withTenant. */
    async start(request: FastifyRequest, reply: FastifyReply, tenantId: string, userId: string) {
      const sessionStart = Date.now();
      const refresh = await refreshTokens.issue(tenantId, userId, sessionStart);
      issueCookies(request, reply, tenantId, userId, refresh, sessionStart);
      return sessionStart;
    },

    /** The access token's claims, when the request carries a valid one for this tenant. */
    accessClaims: (request: FastifyRequest, tenantId: string) =>
      accessTokens.verify(request.cookies[SESSION_COOKIES.access], tenantId),

    /** The session user of the access cookie, checked against the database in the caller's transaction. */
    async userFromAccessCookie(
      request: FastifyRequest,
      tenantId: string,
      tx: Tx,
    ): Promise<SessionUser | null> {
      const claims = accessTokens.verify(request.cookies[SESSION_COOKIES.access], tenantId);
      return claims ? loadSessionUser(tx, claims.sub, claims.sst) : null;
    },

    /**
     * Exchanges the refresh cookie for new cookies. Fails (and clears the cookies) when the token is
     * unknown, expired, reused after rotation, or its user can no longer have a session.
     */
    async refresh(
      request: FastifyRequest,
      reply: FastifyReply,
      tenantId: string,
    ): Promise<SessionUser | null> {
      const token = request.cookies[SESSION_COOKIES.refresh];
      const rotated = token ? await refreshTokens.rotate(tenantId, token) : null;
      if (!rotated?.ok) {
        if (rotated?.reason === 'reused')
          request.log.warn({ tenantId }, 'refresh token reuse: family revoked');
        clearSessionCookies(request, reply);
        return null;
      }
      const user = await withTenant(deps.database, tenantId, (tx) =>
        loadSessionUser(tx, rotated.userId, rotated.sessionStart),
      );
      if (!user) {
        await refreshTokens.revoke(tenantId, rotated.token);
        clearSessionCookies(request, reply);
        return null;
      }
      issueCookies(request, reply, tenantId, rotated.userId, rotated.token, rotated.sessionStart);
      return user;
    },

    /**
     * The request's session user: from the access cookie, else by exchanging the refresh cookie (which
     * rotates it). A first visit without cookies costs no transaction. Call outside withTenant.
     */
    async resolve(
      request: FastifyRequest,
      reply: FastifyReply,
      tenantId: string,
    ): Promise<SessionUser | null> {
      const user = request.cookies[SESSION_COOKIES.access]
        ? await withTenant(deps.database, tenantId, (tx) => this.userFromAccessCookie(request, tenantId, tx))
        : null;
      if (user || !request.cookies[SESSION_COOKIES.refresh]) return user;
      return this.refresh(request, reply, tenantId);
    },

    revokeCurrent,

    /** Logout: the refresh token's whole family is revoked and the cookies cleared. */
    async end(request: FastifyRequest, reply: FastifyReply, tenantId: string) {
      await revokeCurrent(request, tenantId);
      clearSessionCookies(request, reply);
    },

    /**
     * The user this browser is signed in as, from the access cookie or else the refresh cookie, without
     * rotating anything (used to find a temporary visitor who is now logging in).
     */
    async currentUserId(request: FastifyRequest, tenantId: string): Promise<string | null> {
      const claims = accessTokens.verify(request.cookies[SESSION_COOKIES.access], tenantId);
      if (claims) return claims.sub;
      const token = request.cookies[SESSION_COOKIES.refresh];
      return token ? ((await refreshTokens.peek(tenantId, token))?.userId ?? null) : null;
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
