import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { KvStore } from '../../platform/kv/kv-store.ts';

/** How long a refresh token (and its family) lives without use. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * Two tabs may refresh with the same token at the same moment: within this window a just-rotated token
 * still yields a fresh token (of the same family) instead of counting as reuse.
 */
export const ROTATION_GRACE_MS = 10_000;

/** `sessionStart`: when the family began (ms); a session revoked after it is over. */
type TokenRecord = { userId: string; familyId: string; sessionStart: number; rotatedAt?: number };

export type RotateResult =
  | { ok: true; token: string; userId: string; familyId: string; sessionStart: number }
  | { ok: false; reason: 'notFound' | 'reused' };

/** The value of a live family's record; a family without it (deleted, expired, evicted) is over. */
const LIVE_FAMILY = 'live';

/**
 * Refresh tokens (spec §4, DESIGN §4): random, stored only as a hash in the key-value store (Redis when
 * configured, else the database), rotated on every use. Presenting a rotated token after the grace window
 * revokes its whole family, so a stolen token dies with the first use of either copy.
 *
 * A family (one sign-in in one browser) is live while its record exists: signing out deletes it, and
 * the access tokens carry the family id, so they end with it (`isLive`, checked on every request).
 * Existence rather than a "revoked" mark fails closed: a record the store lost ends the session.
 */
export function createRefreshTokens(kv: KvStore, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const tokenKey = (tenantId: string, token: string) =>
    `rt:${tenantId}:${createHash('sha256').update(token).digest('hex')}`;
  const familyKey = (tenantId: string, familyId: string) => `rtf:${tenantId}:${familyId}`;

  async function store(tenantId: string, record: TokenRecord): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await kv.set(tokenKey(tenantId, token), JSON.stringify(record), REFRESH_TOKEN_TTL_SECONDS);
    return token;
  }

  async function read(tenantId: string, token: string): Promise<TokenRecord | null> {
    const raw = await kv.get(tokenKey(tenantId, token));
    return raw ? (JSON.parse(raw) as TokenRecord) : null;
  }

  const isLive = async (tenantId: string, familyId: string) =>
    (await kv.get(familyKey(tenantId, familyId))) === LIVE_FAMILY;

  const revokeFamily = (tenantId: string, familyId: string) => kv.delete(familyKey(tenantId, familyId));

  return {
    /** A new token in a new family (a sign-in). */
    async issue(
      tenantId: string,
      userId: string,
      sessionStart: number = now(),
    ): Promise<{ token: string; familyId: string }> {
      const familyId = randomUUID();
      await kv.set(familyKey(tenantId, familyId), LIVE_FAMILY, REFRESH_TOKEN_TTL_SECONDS);
      return { token: await store(tenantId, { userId, familyId, sessionStart }), familyId };
    },

    /** Exchanges a token for a new one of the same family. */
    async rotate(tenantId: string, token: string): Promise<RotateResult> {
      const key = tokenKey(tenantId, token);
      const record = await read(tenantId, token);
      if (!record || !(await isLive(tenantId, record.familyId))) return { ok: false, reason: 'notFound' };
      if (record.rotatedAt !== undefined && now() - record.rotatedAt > ROTATION_GRACE_MS) {
        await revokeFamily(tenantId, record.familyId);
        return { ok: false, reason: 'reused' };
      }
      if (record.rotatedAt === undefined) {
        await kv.set(key, JSON.stringify({ ...record, rotatedAt: now() }), REFRESH_TOKEN_TTL_SECONDS);
      }
      const { userId, familyId, sessionStart } = record;
      const next = await store(tenantId, { userId, familyId, sessionStart });
      // The family lives as long as its newest token; a touch cannot revive one revoked meanwhile.
      await kv.touch(familyKey(tenantId, familyId), REFRESH_TOKEN_TTL_SECONDS);
      return { ok: true, token: next, userId, familyId, sessionStart };
    },

    /** Who a token belongs to, without rotating it (null when unknown or revoked). */
    async peek(tenantId: string, token: string): Promise<{ userId: string; sessionStart: number } | null> {
      const record = await read(tenantId, token);
      if (!record || !(await isLive(tenantId, record.familyId))) return null;
      return { userId: record.userId, sessionStart: record.sessionStart };
    },

    /** Whether a session (family) still holds: one lookup, made for every request with an access token. */
    isLive,

    /** Ends the session the token belongs to (logout), with every token of its family. */
    async revoke(tenantId: string, token: string) {
      const record = await read(tenantId, token);
      if (record) await revokeFamily(tenantId, record.familyId);
    },

    /** Ends a session by its family id (from an access token). */
    revokeFamily,
  };
}
