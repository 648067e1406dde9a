import { createHmac, timingSafeEqual } from 'node:crypto';

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
};

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

/**
 * HS256 JWTs signed with a key derived from APP_SECRET. Our own server is the only reader, so a dozen
 * lines of node:crypto beat a dependency; the format stays standard for debugging tools.
 */
export function createAccessTokens(appSecret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', appSecret).update('access-token').digest();
  const sign = (data: string) => createHmac('sha256', key).update(data).digest();

  return {
    issue(claims: Omit<AccessClaims, 'exp'>): string {
      const payload = encode({ ...claims, exp: Math.floor(now() / 1000) + ACCESS_TOKEN_TTL_SECONDS });
      const data = `${HEADER}.${payload}`;
      return `${data}.${sign(data).toString('base64url')}`;
    },

    /** The claims of a valid, unexpired token of this tenant; null for anything else. */
    verify(token: string | undefined, tenantId: string): AccessClaims | null {
      if (!token) return null;
      const [header, payload, signature] = token.split('.');
      if (header !== HEADER || !payload || !signature) return null;
      const expected = sign(`${header}.${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as AccessClaims;
        if (claims.tid !== tenantId || typeof claims.sub !== 'string') return null;
        // A token without a family (issued before sessions could be revoked) cannot be revoked: refuse it.
        if (typeof claims.fid !== 'string') return null;
        return claims.exp * 1000 > now() ? claims : null;
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
