import { fail, type ValidationResult } from '../validation/messages.ts';
import { checkForbiddenCharacters } from '../validation/text-rules.ts';

// A tenant's slug names its fallback host (`<slug>.<platform domain>`, `<slug>.localhost` in
// development), so it must be a DNS label that cannot pass for one of the platform's own hosts.

export const TENANT_SLUG_MIN = 2;
export const TENANT_SLUG_MAX = 40;

/** Lower-case letters, digits and inner hyphens: a DNS label that starts and ends with a letter or digit. */
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Names the platform keeps for itself (its own hosts and services). */
export const RESERVED_TENANT_SLUGS: readonly string[] = [
  'www',
  'admin',
  'api',
  'app',
  'mail',
  'smtp',
  'imap',
  'ftp',
  'localhost',
  'static',
  'assets',
  'media',
  'cdn',
  'status',
  'platform',
  'service-api',
  'test',
];

/** 'Invalid slug' (spec §5) for anything but a 2–40 character DNS label that is not reserved. */
export function checkTenantSlug(value: string): ValidationResult {
  const forbidden = checkForbiddenCharacters(value);
  if (forbidden) return forbidden;
  if (value.length < TENANT_SLUG_MIN || value.length > TENANT_SLUG_MAX) return fail('validation.invalidSlug');
  if (!SLUG_PATTERN.test(value) || RESERVED_TENANT_SLUGS.includes(value))
    return fail('validation.invalidSlug');
  return null;
}
