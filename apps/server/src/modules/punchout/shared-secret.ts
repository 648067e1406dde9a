import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares a punch-out shared secret (OCI PASSWORD, cXML SharedSecret) with the tenant's setting in
 * constant time. Both sides are hashed first so the comparison always runs over 32 bytes and neither the
 * content nor the length of the expected secret leaks through timing. An empty expected secret never
 * matches: a tenant without a configured secret must not accept an empty password.
 */
export function secretsMatch(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b) && expected.length > 0;
}
