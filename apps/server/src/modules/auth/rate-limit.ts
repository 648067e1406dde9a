import type { KvStore } from '../../platform/kv/kv-store.ts';

export type RateLimit = { name: string; max: number; windowSeconds: number };

/**
 * The address a limit counts against: IPv4 as it is, IPv6 by its /64 network (one host usually has a
 * whole /64 and could otherwise rotate through fresh addresses).
 */
export function clientAddressKey(ip: string): string {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':')}::/64`;
}

/**
 * Fixed-window counters in the shared key-value store (Redis or the database), so every instance
 * counts together. `hit` counts an attempt and says whether it is still within the limit.
 */
export function createRateLimiter(kv: KvStore) {
  const key = (limit: RateLimit, subject: string) => `rl:${limit.name}:${subject}`;
  return {
    async hit(limit: RateLimit, subject: string): Promise<boolean> {
      return (await kv.increment(key(limit, subject), limit.windowSeconds)) <= limit.max;
    },
    /** Whether the limit is already used up, without counting. */
    async exceeded(limit: RateLimit, subject: string): Promise<boolean> {
      return Number((await kv.get(key(limit, subject))) ?? 0) >= limit.max;
    },
    reset: (limit: RateLimit, subject: string) => kv.delete(key(limit, subject)),
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * The limits of the auth routes. Per IP they stop one source hammering; per account they are keyed by
 * account *and* IP, so an attacker elsewhere cannot lock a real user out. Codes cap guessing: 5 tries per
 * code, and the code mails to one account are capped so nobody can mail-bomb it.
 */
export const AUTH_LIMITS = {
  loginPerIp: { name: 'login-ip', max: 30, windowSeconds: 10 * 60 },
  loginFailuresPerAccountAndIp: { name: 'login-acct-ip', max: 10, windowSeconds: 15 * 60 },
  codeMailsPerAccount: { name: 'code-mail', max: 10, windowSeconds: 15 * 60 },
  codePerIp: { name: 'code-ip', max: 30, windowSeconds: 10 * 60 },
  signupPerIp: { name: 'signup-ip', max: 10, windowSeconds: 60 * 60 },
  forgotPerIp: { name: 'forgot-ip', max: 10, windowSeconds: 15 * 60 },
  forgotPerAccount: { name: 'forgot-acct', max: 3, windowSeconds: 60 * 60 },
  temporaryPerIp: { name: 'temp-ip', max: 30, windowSeconds: 10 * 60 },
  changePasswordPerUser: { name: 'chpw-user', max: 10, windowSeconds: 15 * 60 },
  /** The operator's handoff (decision 0088), asked for and redeemed: a few shops opened, no guessing. */
  handoffPerIp: { name: 'handoff-ip', max: 30, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimit>;
export type AuthLimits = typeof AUTH_LIMITS;

/** Wrong codes allowed per login attempt before it is over. */
export const CODE_ATTEMPTS_PER_CHALLENGE = 5;

/** Every limit's maximum multiplied by `factor` (configuration: AUTH_RATE_LIMIT_FACTOR). */
export function scaledAuthLimits(factor: number): AuthLimits {
  return Object.fromEntries(
    Object.entries(AUTH_LIMITS).map(([name, limit]) => [name, { ...limit, max: limit.max * factor }]),
  ) as AuthLimits;
}
