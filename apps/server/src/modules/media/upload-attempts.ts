import type { KvStore } from '../../platform/kv/kv-store.ts';
// The request context this file fills in (declare module below), loaded wherever this file is.
import type {} from '../../platform/graphql/context.ts';
import { clientAddressKey, createRateLimiter, type RateLimit } from '../auth/rate-limit.ts';

/**
 * Upload attempts per hour, counted before any decoding: the stored-file quota (media.service.ts) counts
 * only files that were stored, so without these a script could have the same large picture, or a file
 * broken near its end, decoded again and again. Per user above a design session's retries; per address
 * higher, for an office behind one address (and temporary visitors, who are cheap to make).
 */
export const UPLOAD_ATTEMPT_LIMITS = {
  perUser: { name: 'upload-user', max: 100, windowSeconds: 60 * 60 },
  perIp: { name: 'upload-ip', max: 300, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;
export type UploadAttemptLimits = typeof UPLOAD_ATTEMPT_LIMITS;

/** Counts one upload attempt of a user from an address; false when either limit is used up. */
export type UploadAttempts = (userId: string, ip: string) => Promise<boolean>;

declare module '../../platform/graphql/context.ts' {
  interface ModuleRequestParts {
    /** Counts a user's upload attempts (before decoding); false when the hourly limit is used up. */
    uploadAttempts: UploadAttempts;
  }
}

/**
 * The counters live in the shared key-value store, which may be the database: call this outside any
 * tenant transaction (the upload resolver runs outside the operation's, see media.schema.ts).
 */
export function createUploadAttempts(kv: KvStore, limits: UploadAttemptLimits): UploadAttempts {
  const limiter = createRateLimiter(kv);
  return async (userId, ip) => {
    // Both count, so a refused user's attempts still use up the address's share.
    const [userOk, ipOk] = await Promise.all([
      limiter.hit(limits.perUser, userId),
      limiter.hit(limits.perIp, clientAddressKey(ip)),
    ]);
    return userOk && ipOk;
  };
}
