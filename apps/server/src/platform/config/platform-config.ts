import { checkDomain } from '@print/core/validation/admin-rules';

/** The platform's own addresses. */
export type PlatformSettings = {
  /**
   * PLATFORM_DOMAIN: a new tenant's fallback host is `<slug>.<platformDomain>` (e.g. shops.example.com).
   * Unset (development, tests): `<slug>.localhost` only.
   */
  platformDomain: string | undefined;
};

export function readPlatformSettings(env: NodeJS.ProcessEnv, problems: string[]): PlatformSettings {
  const raw = env.PLATFORM_DOMAIN?.trim().toLowerCase() || undefined;
  if (raw !== undefined && checkDomain(raw)) {
    problems.push(`PLATFORM_DOMAIN must be a domain name such as shops.example.com, not "${raw}".`);
  }
  return { platformDomain: raw };
}
