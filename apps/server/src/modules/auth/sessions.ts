import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import type { KvStore } from '../../platform/kv/kv-store.ts';
import type { RequestUser } from '../../platform/service-context.ts';
import { loadSessionUser, type SessionUser } from '../users/users.service.ts';
import { createAccessTokens, type AccessClaims } from './access-token.ts';
import { createRefreshTokens } from './refresh-tokens.ts';
import { clearSessionCookies, SESSION_COOKIES, setSessionCookies } from './session-cookies.ts';

/**
 * Sessions (spec §4, DESIGN §4): a short-lived access token and a rotating refresh token, both in
 * httpOnly cookies. The access token is checked on every request against its refresh-token family in
 * the key-value store (one lookup: signing out, a forced logout and a detected token reuse end the
 * session at once) and against the user row (one statement, together with the rights: archiving a user
 * or changing a password ends sessions at once).
 */
export function createSessions(deps: { database: Database; kv: KvStore; appSecret: string }) {
  const accessTokens = createAccessTokens(deps.appSecret);
  const refreshTokens = createRefreshTokens(deps.kv);

  async function issueCookies(
    request: FastifyRequest,
    reply: FastifyReply,
    tenantId: string,
    session: {
      userId: string;
      refresh: string;
      familyId: string;
      sessionStart: number;
      homeTenantId?: string;
    },
  ) {
    const access = await accessTokens.issue({
      sub: session.userId,
      tid: tenantId,
      sst: session.sessionStart,
      fid: session.familyId,
      ...(session.homeTenantId ? { htid: session.homeTenantId } : {}),
    });
    setSessionCookies(request, reply, { access, refresh: session.refresh });
  }

  /**
   * The claims of the request's access token when it is valid for this tenant and its session was not
   * ended. Reads the key-value store, which may be the database: call outside withTenant.
   */
  async function liveAccessClaims(request: FastifyRequest, tenantId: string): Promise<AccessClaims | null> {
    const claims = await accessTokens.verify(request.cookies[SESSION_COOKIES.access], tenantId);
    return claims && (await refreshTokens.isLive(tenantId, claims.fid)) ? claims : null;
  }

  /**
   * The session user of live access claims, checked against the database in the caller's transaction
   * (the host's tenant). A handed-off operator's claims (htid) name a user of another tenant, whom this
   * transaction cannot see: null, so such claims need `userOfSession` (outside any transaction).
   */
  const userOfClaims = (tx: Tx, claims: AccessClaims | null): Promise<SessionUser | null> =>
    claims && !claims.htid ? loadSessionUser(tx, claims.sub, claims.sst) : Promise.resolve(null);

  /**
   * The user of a session on this tenant's host. A platform operator handed off from their home tenant
   * (decision 0088) is read there, and only while they still hold platform.tenants there: a tenant admin
   * can never have such a session, and an operator whose right was taken away loses it at once. Call
   * outside withTenant.
   */
  async function userOfSession(
    tenantId: string,
    session: { userId: string; sessionStart: number; homeTenantId?: string | undefined },
  ): Promise<RequestUser | null> {
    const home = session.homeTenantId;
    const user = await withTenant(deps.database, home ?? tenantId, (tx) =>
      loadSessionUser(tx, session.userId, session.sessionStart),
    );
    if (!home || !user) return user;
    return user.rightSet.has('platform.tenants') ? { ...user, actingFrom: home } : null;
  }

  /** The session user of the access cookie. Call outside withTenant. */
  async function userFromAccessCookie(request: FastifyRequest, tenantId: string) {
    const claims = await liveAccessClaims(request, tenantId);
    return claims
      ? userOfSession(tenantId, { userId: claims.sub, sessionStart: claims.sst, homeTenantId: claims.htid })
      : null;
  }

  /**
   * Revokes the session of the request's cookies, whichever of them it carries (the caller replaces or
   * clears the cookies): the refresh token's family, and the access token's, should they differ.
   */
  async function revokeCurrent(request: FastifyRequest, tenantId: string) {
    const token = request.cookies[SESSION_COOKIES.refresh];
    if (token) await refreshTokens.revoke(tenantId, token);
    const claims = await accessTokens.verify(request.cookies[SESSION_COOKIES.access], tenantId);
    if (claims) await refreshTokens.revokeFamily(tenantId, claims.fid);
  }

  /**
   * Exchanges the refresh cookie for new cookies. Fails (and clears the cookies) when the token is
   * unknown, expired, reused after rotation, or its user can no longer have a session.
   */
  async function refresh(
    request: FastifyRequest,
    reply: FastifyReply,
    tenantId: string,
  ): Promise<RequestUser | null> {
    const token = request.cookies[SESSION_COOKIES.refresh];
    const rotated = token ? await refreshTokens.rotate(tenantId, token) : null;
    if (!rotated?.ok) {
      // A reuse revoked the family: its access tokens died with it (they are checked against it).
      if (rotated?.reason === 'reused') request.log.warn({ tenantId }, 'refresh token reuse: family revoked');
      clearSessionCookies(request, reply);
      return null;
    }
    const user = await userOfSession(tenantId, rotated);
    if (!user) {
      await refreshTokens.revokeFamily(tenantId, rotated.familyId);
      clearSessionCookies(request, reply);
      return null;
    }
    await issueCookies(request, reply, tenantId, { ...rotated, refresh: rotated.token });
    return user;
  }

  /**
   * The request's session user: from the access cookie, else by exchanging the refresh cookie (which
   * rotates it). A first visit without cookies costs no lookup. Call outside withTenant.
   */
  async function resolve(
    request: FastifyRequest,
    reply: FastifyReply,
    tenantId: string,
  ): Promise<RequestUser | null> {
    const user = request.cookies[SESSION_COOKIES.access]
      ? await userFromAccessCookie(request, tenantId)
      : null;
    if (user || !request.cookies[SESSION_COOKIES.refresh]) return user;
    return refresh(request, reply, tenantId);
  }

  /** Logout: the session (refresh-token family) ends on the server and both cookies are cleared. */
  async function end(request: FastifyRequest, reply: FastifyReply, tenantId: string) {
    await revokeCurrent(request, tenantId);
    clearSessionCookies(request, reply);
  }

  return {
    refreshTokens,
    liveAccessClaims,
    userOfClaims,
    userOfSession,
    userFromAccessCookie,
    revokeCurrent,
    refresh,
    resolve,
    end,

    /** Begins a new session (login, sign-in of a temporary visitor). Call outside withTenant. */
    async start(request: FastifyRequest, reply: FastifyReply, tenantId: string, userId: string) {
      const sessionStart = Date.now();
      const { token, familyId } = await refreshTokens.issue(tenantId, userId, sessionStart);
      await issueCookies(request, reply, tenantId, { userId, refresh: token, familyId, sessionStart });
      return sessionStart;
    },

    /**
     * Begins a session on this tenant's host for a platform operator whose account lives in their home
     * tenant (the handoff, decision 0088). Call outside withTenant, after checking the operator.
     */
    async startHandoff(
      request: FastifyRequest,
      reply: FastifyReply,
      tenantId: string,
      operator: { userId: string; homeTenantId: string },
    ) {
      const sessionStart = Date.now();
      const { userId, homeTenantId } = operator;
      const { token, familyId } = await refreshTokens.issue(tenantId, userId, sessionStart, homeTenantId);
      await issueCookies(request, reply, tenantId, {
        userId,
        refresh: token,
        familyId,
        sessionStart,
        homeTenantId,
      });
    },

    /**
     * The forced logout of spec §2 (/login?logout=1): a signed-in session ends like on logout and the
     * page is a visitor's. A temporary visitor has nobody to sign out and keeps their session, so
     * signing in on that page still takes their cart and drafts along (see the login code step).
     */
    async endForcedLogout(
      request: FastifyRequest,
      reply: FastifyReply,
      tenantId: string,
    ): Promise<RequestUser | null> {
      if (!request.cookies[SESSION_COOKIES.access] && !request.cookies[SESSION_COOKIES.refresh]) return null;
      const current = await resolve(request, reply, tenantId);
      if (current?.isTemporary) return current;
      await end(request, reply, tenantId); // its cleared cookies replace any the refresh just set
      return null;
    },

    /**
     * The user this browser is signed in as, from the access cookie or else the refresh cookie, without
     * rotating anything (used to find a temporary visitor who is now logging in). Call outside withTenant.
     */
    async currentUserId(request: FastifyRequest, tenantId: string): Promise<string | null> {
      // A handed-off operator is no user of this tenant (and never a temporary visitor to adopt).
      const claims = await liveAccessClaims(request, tenantId);
      if (claims) return claims.htid ? null : claims.sub;
      const token = request.cookies[SESSION_COOKIES.refresh];
      const record = token ? await refreshTokens.peek(tenantId, token) : null;
      return record && !record.homeTenantId ? record.userId : null;
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
