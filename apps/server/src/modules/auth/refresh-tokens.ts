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

/**
 * Refresh tokens (spec §4, DESIGN §4): random, stored only as a hash in the key-value store (Redis when
 * configured, else the database), rotated on every use. Presenting a rotated token after the grace window
 * revokes its whole family, so a stolen token dies with the first use of either copy.
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

  async function revokeFamily(tenantId: string, familyId: string) {
    await kv.set(familyKey(tenantId, familyId), 'revoked', REFRESH_TOKEN_TTL_SECONDS);
  }

  return {
    /** A new token in a new family (a sign-in). */
    issue: (tenantId: string, userId: string, sessionStart: number = now()) =>
      store(tenantId, { userId, familyId: randomUUID(), sessionStart }),

    /** Exchanges a token for a new one of the same family. */
    async rotate(tenantId: string, token: string): Promise<RotateResult> {
      const key = tokenKey(tenantId, token);
      const raw = await kv.get(key);
      if (!raw) return { ok: false, reason: 'notFound' };
      const record = JSON.parse(raw) as TokenRecord;
      if ((await kv.get(familyKey(tenantId, record.familyId))) === 'revoked')
        return { ok: false, reason: 'notFound' };
      if (record.rotatedAt !== undefined && now() - record.rotatedAt > ROTATION_GRACE_MS) {
        await revokeFamily(tenantId, record.familyId);
        return { ok: false, reason: 'reused' };
      }
      if (record.rotatedAt === undefined) {
        await kv.set(key, JSON.stringify({ ...record, rotatedAt: now() }), REFRESH_TOKEN_TTL_SECONDS);
      }
      const { userId, familyId, sessionStart } = record;
      const next = await store(tenantId, { userId, familyId, sessionStart });
      return { ok: true, token: next, userId, familyId, sessionStart };
    },

    /** Who a token belongs to, without rotating it (null when unknown or revoked). */
    async peek(tenantId: string, token: string): Promise<{ userId: string; sessionStart: number } | null> {
      const raw = await kv.get(tokenKey(tenantId, token));
      if (!raw) return null;
      const record = JSON.parse(raw) as TokenRecord;
      if ((await kv.get(familyKey(tenantId, record.familyId))) === 'revoked') return null;
      return { userId: record.userId, sessionStart: record.sessionStart };
    },

    /** Ends the session the token belongs to (logout), with every token of its family. */
    async revoke(tenantId: string, token: string) {
      const raw = await kv.get(tokenKey(tenantId, token));
      if (raw) await revokeFamily(tenantId, (JSON.parse(raw) as TokenRecord).familyId);
    },
  };
}
