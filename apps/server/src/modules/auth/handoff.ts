import { createHash, randomBytes } from 'node:crypto';
import type { KvStore } from '../../platform/kv/kv-store.ts';

/** How long a handoff code may be redeemed: the browser follows it at once. */
export const HANDOFF_TTL_SECONDS = 60;

/** What a code was issued for: which operator (of which home tenant), for which tenant, to go where. */
export type HandoffGrant = {
  userId: string;
  homeTenantId: string;
  targetTenantId: string;
  path: string;
};

/**
 * Single-use codes of the operator's handoff (decision 0088): 32 random bytes, kept only as a hash in
 * the key-value store for 60 s. Redeeming takes the code first with an atomic counter, so of two
 * redemptions at once (or a replay) only one gets the grant; a code redeemed on another tenant's host
 * is spent as well.
 */
export function createHandoffs(kv: KvStore) {
  const hash = (code: string) => createHash('sha256').update(code).digest('hex');
  const grantKey = (code: string) => `handoff:${hash(code)}`;
  const takenKey = (code: string) => `handoff-taken:${hash(code)}`;

  return {
    async issue(grant: HandoffGrant): Promise<string> {
      const code = randomBytes(32).toString('base64url');
      await kv.set(grantKey(code), JSON.stringify(grant), HANDOFF_TTL_SECONDS);
      return code;
    },

    /** The grant of a code issued for this tenant, once; null for anything else. */
    async redeem(code: string, tenantId: string): Promise<HandoffGrant | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(code)) return null;
      if ((await kv.increment(takenKey(code), HANDOFF_TTL_SECONDS)) !== 1) return null;
      const raw = await kv.get(grantKey(code));
      if (!raw) return null;
      await kv.delete(grantKey(code));
      const grant = JSON.parse(raw) as HandoffGrant;
      return grant.targetTenantId === tenantId ? grant : null;
    },
  };
}
