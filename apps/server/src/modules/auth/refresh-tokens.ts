import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { KvStore } from '../../platform/kv/kv-store.ts';

/** How long a refresh token (and its family) lives without use. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * Two tabs may refresh with the same token at the same moment: within this window a just-rotated token
 * still yields a fresh token (of the same family) instead of counting as reuse.
 */
export const ROTATION_GRACE_MS = 10_000;

/**
 * `sessionStart`: when the family began (ms); a session revoked after it is over. `v`: set on records
 * written since families have a live record; a record without it is from before (see `adoptable`).
 */
type TokenRecord = {
  v?: 2;
  userId: string;
  familyId: string;
  sessionStart: number;
  rotatedAt?: number;
  /** A platform operator's home tenant, for a session begun through the handoff (decision 0088). */
  homeTenantId?: string;
};

export type RotateResult =
  | { ok: true; token: string; userId: string; familyId: string; sessionStart: number; homeTenantId?: string }
  | { ok: false; reason: 'notFound' | 'reused' };

/** The value of a live family's record; a family without it (deleted, expired, evicted) is over. */
const LIVE_FAMILY = 'live';
/** An ended family's record (also what the code before live records wrote): it can never be adopted. */
const REVOKED_FAMILY = 'revoked';

/**
 * Refresh tokens (spec §4, DESIGN §4): random, stored only as a hash in the key-value store (Redis when
 * configured, else the database), rotated on every use. Presenting a rotated token after the grace window
 * revokes its whole family, so a stolen token dies with the first use of either copy.
 *
 * A family (one sign-in in one browser) is live while its record exists: signing out deletes it, and
 * the access tokens carry the family id, so they end with it (`isLive`, checked on every request).
 * Only the exact live value counts, so it fails closed: a record the store lost ends the session.
 *
 * Families begun before live records existed have none. The newest (never rotated) token of such a
 * family adopts it once on its next rotation, unless it was revoked; so deploying signs nobody out.
 */
export function createRefreshTokens(kv: KvStore, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const tokenKey = (tenantId: string, token: string) =>
    `rt:${tenantId}:${createHash('sha256').update(token).digest('hex')}`;
  const familyKey = (tenantId: string, familyId: string) => `rtf:${tenantId}:${familyId}`;

  async function store(tenantId: string, record: TokenRecord): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await kv.set(tokenKey(tenantId, token), JSON.stringify({ ...record, v: 2 }), REFRESH_TOKEN_TTL_SECONDS);
    return token;
  }

  async function read(tenantId: string, token: string): Promise<TokenRecord | null> {
    const raw = await kv.get(tokenKey(tenantId, token));
    return raw ? (JSON.parse(raw) as TokenRecord) : null;
  }

  const isLive = async (tenantId: string, familyId: string) =>
    (await kv.get(familyKey(tenantId, familyId))) === LIVE_FAMILY;

  /** A record from before live records, of a family that has no record at all (neither live nor revoked). */
  const fromBeforeLiveRecords = (record: TokenRecord, family: string | null) =>
    record.v === undefined && family === null;
  /** Only a never-rotated token adopts: a rotated one presented later is a reuse, as it always was. */
  const adoptable = (record: TokenRecord, family: string | null) =>
    fromBeforeLiveRecords(record, family) && record.rotatedAt === undefined;

  /** A mark, not a deletion: an old token of the family must not adopt it again after it ended. */
  const revokeFamily = (tenantId: string, familyId: string) =>
    kv.set(familyKey(tenantId, familyId), REVOKED_FAMILY, REFRESH_TOKEN_TTL_SECONDS);

  return {
    /** A new token in a new family (a sign-in). */
    async issue(
      tenantId: string,
      userId: string,
      sessionStart: number = now(),
      homeTenantId?: string,
    ): Promise<{ token: string; familyId: string }> {
      const familyId = randomUUID();
      await kv.set(familyKey(tenantId, familyId), LIVE_FAMILY, REFRESH_TOKEN_TTL_SECONDS);
      const record = { userId, familyId, sessionStart, ...(homeTenantId ? { homeTenantId } : {}) };
      return { token: await store(tenantId, record), familyId };
    },

    /** Exchanges a token for a new one of the same family. */
    async rotate(tenantId: string, token: string): Promise<RotateResult> {
      const key = tokenKey(tenantId, token);
      const record = await read(tenantId, token);
      if (!record) return { ok: false, reason: 'notFound' };
      const family = await kv.get(familyKey(tenantId, record.familyId));
      const reused = record.rotatedAt !== undefined && now() - record.rotatedAt > ROTATION_GRACE_MS;
      const reuse = async (): Promise<RotateResult> => {
        await revokeFamily(tenantId, record.familyId);
        return { ok: false, reason: 'reused' };
      };
      if (family !== LIVE_FAMILY) {
        // An old family's rotated token is a reuse too: its revocation keeps the newest from adopting it.
        if (reused && fromBeforeLiveRecords(record, family)) return reuse();
        if (!adoptable(record, family)) return { ok: false, reason: 'notFound' };
        await kv.set(familyKey(tenantId, record.familyId), LIVE_FAMILY, REFRESH_TOKEN_TTL_SECONDS);
      }
      if (reused) return reuse();
      if (record.rotatedAt === undefined) {
        await kv.set(key, JSON.stringify({ ...record, rotatedAt: now() }), REFRESH_TOKEN_TTL_SECONDS);
      }
      const { userId, familyId, sessionStart, homeTenantId } = record;
      const home = homeTenantId ? { homeTenantId } : {};
      const next = await store(tenantId, { userId, familyId, sessionStart, ...home });
      // The family lives as long as its newest token; a touch cannot revive one revoked meanwhile.
      await kv.touch(familyKey(tenantId, familyId), REFRESH_TOKEN_TTL_SECONDS);
      return { ok: true, token: next, userId, familyId, sessionStart, ...home };
    },

    /** Who a token belongs to, without rotating it (null when unknown or revoked). */
    async peek(
      tenantId: string,
      token: string,
    ): Promise<{ userId: string; sessionStart: number; homeTenantId?: string } | null> {
      const record = await read(tenantId, token);
      if (!record) return null;
      const family = await kv.get(familyKey(tenantId, record.familyId));
      if (family !== LIVE_FAMILY && !adoptable(record, family)) return null;
      const home = record.homeTenantId ? { homeTenantId: record.homeTenantId } : {};
      return { userId: record.userId, sessionStart: record.sessionStart, ...home };
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
