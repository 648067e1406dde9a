import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { KvStore } from '../../platform/kv/kv-store.ts';
import { CODE_ATTEMPTS_PER_CHALLENGE } from './rate-limit.ts';

/** A code is valid for at most 10 minutes after it was sent. */
export const LOGIN_CODE_TTL_SECONDS = 10 * 60;

type Challenge = { userId: string; codeHash: string };

export type CodeCheck = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' };

const hashCode = (challengeId: string, code: string) =>
  createHash('sha256').update(`${challengeId}:${code}`).digest();

/**
 * The second login step: a 6-digit code sent by e-mail, bound to one login attempt (the challenge id
 * lives in an httpOnly cookie of the browser that gave the password). Single use, at most
 * CODE_ATTEMPTS_PER_CHALLENGE tries (counted atomically before the comparison), then the attempt is
 * over; a resent code does not give new tries.
 */
export function createLoginCodes(kv: KvStore) {
  const key = (tenantId: string, challengeId: string) => `lc:${tenantId}:${challengeId}`;

  async function sendable(tenantId: string, challengeId: string, userId: string) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const record: Challenge = { userId, codeHash: hashCode(challengeId, code).toString('hex') };
    await kv.set(key(tenantId, challengeId), JSON.stringify(record), LOGIN_CODE_TTL_SECONDS);
    return code;
  }

  return {
    /** A new challenge for a user whose password was right: its id (for the cookie) and the code to mail. */
    async start(tenantId: string, userId: string) {
      const challengeId = randomBytes(24).toString('base64url');
      return { challengeId, code: await sendable(tenantId, challengeId, userId) };
    },

    /** A fresh code for the same attempt (the earlier one stops working). Null when the attempt is over. */
    async renew(tenantId: string, challengeId: string) {
      const raw = await kv.get(key(tenantId, challengeId));
      if (!raw) return null;
      const { userId } = JSON.parse(raw) as Challenge;
      return { userId, code: await sendable(tenantId, challengeId, userId) };
    },

    async check(tenantId: string, challengeId: string, code: string): Promise<CodeCheck> {
      const challengeKey = key(tenantId, challengeId);
      // Count the try before looking at the code: parallel guesses each take one of the few tries.
      const tries = await kv.increment(`${challengeKey}:tries`, LOGIN_CODE_TTL_SECONDS);
      const raw = await kv.get(challengeKey);
      if (!raw || tries > CODE_ATTEMPTS_PER_CHALLENGE) {
        if (raw) await kv.delete(challengeKey);
        return { ok: false, reason: 'expired' };
      }
      const challenge = JSON.parse(raw) as Challenge;
      const expected = Buffer.from(challenge.codeHash, 'hex');
      if (!timingSafeEqual(expected, hashCode(challengeId, code))) {
        if (tries === CODE_ATTEMPTS_PER_CHALLENGE) {
          await kv.delete(challengeKey);
          return { ok: false, reason: 'expired' };
        }
        return { ok: false, reason: 'invalid' };
      }
      // Single use, even for two requests racing with the right code: only the first increment is 1.
      const uses = await kv.increment(`${challengeKey}:used`, LOGIN_CODE_TTL_SECONDS);
      await kv.delete(challengeKey);
      return uses === 1 ? { ok: true, userId: challenge.userId } : { ok: false, reason: 'expired' };
    },

    cancel: (tenantId: string, challengeId: string) => kv.delete(key(tenantId, challengeId)),
  };
}
export type LoginCodes = ReturnType<typeof createLoginCodes>;
