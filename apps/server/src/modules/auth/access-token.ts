import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Access tokens are short-lived, but a session does not wait for their expiry to end: every request
 * checks the user row and the token's refresh-token family (see sessions.ts).
 */
export const ACCESS_TOKEN_TTL_SECONDS = 5 * 60;

export type AccessClaims = {
  /** User id. */
  sub: string;
  /** Tenant id: a token is valid only on its own tenant's hosts. */
  tid: string;
  /** When the session (refresh-token family) began, in ms: sessions revoked after it are over. */
  sst: number;
  /** The refresh-token family (the session): signing out revokes it, and with it this token. */
  fid: string;
  /** Expiry in seconds since the epoch (JWT `exp`). */
  exp: number;
  /**
   * The home tenant of a platform operator signed in on another tenant's host through the handoff
   * (decision 0088): the user lives there and holds platform.tenants there; `tid` stays this host's.
   */
  htid?: string;
};

/**
 * HS256 JWTs (jose) signed with a key derived from APP_SECRET. Verification names the one algorithm it
 * takes, so a token of another algorithm (`none`, a public-key one) is refused before its signature is
 * looked at; tokens signed before jose (the same header, claims and key) stay valid.
 */
export function createAccessTokens(appSecret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', appSecret).update('access-token').digest();

  return {
    issue(claims: Omit<AccessClaims, 'exp'>): Promise<string> {
      const { sub, ...rest } = claims;
      return new SignJWT(rest)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setExpirationTime(Math.floor(now() / 1000) + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },

    /** The claims of a valid, unexpired token of this tenant; null for anything else. */
    async verify(token: string | undefined, tenantId: string): Promise<AccessClaims | null> {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify<Partial<AccessClaims>>(token, key, {
          algorithms: ['HS256'],
          typ: 'JWT',
          requiredClaims: ['exp', 'sub'],
          currentDate: new Date(now()),
        });
        if (payload.tid !== tenantId || typeof payload.sub !== 'string' || typeof payload.sst !== 'number')
          return null;
        // A token without a family (issued before sessions could be revoked) cannot be revoked: refuse it.
        if (typeof payload.fid !== 'string') return null;
        if (payload.htid !== undefined && (typeof payload.htid !== 'string' || payload.htid === tenantId))
          return null;
        return payload as AccessClaims;
      } catch {
        return null; // a bad signature, another algorithm, expired, malformed
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
