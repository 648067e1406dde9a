import { readCookie } from '../../lib/cookies.ts';

export const CONSENT_COOKIE = 'cookie_consent';
/** Bump when the categories change, so everyone is asked again. */
export const CONSENT_VERSION = 1;

/** Necessary cookies are always on; the optional categories need the visitor's consent. */
export type CookieConsent = { necessary: true; statistics: boolean; marketing: boolean };

export const ONLY_NECESSARY: CookieConsent = { necessary: true, statistics: false, marketing: false };
export const ALL_ACCEPTED: CookieConsent = { necessary: true, statistics: true, marketing: true };

/** Cookie value, e.g. `{"v":1,"statistics":true,"marketing":false}` (URI-encoded when written). */
export function serializeConsent(consent: CookieConsent): string {
  return JSON.stringify({ v: CONSENT_VERSION, statistics: consent.statistics, marketing: consent.marketing });
}

/** The stored choice, or null when there is none (or an outdated or malformed one): show the banner. */
export function parseConsent(value: string | undefined): CookieConsent | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { v, statistics, marketing } = parsed as Record<string, unknown>;
    if (v !== CONSENT_VERSION || typeof statistics !== 'boolean' || typeof marketing !== 'boolean')
      return null;
    return { necessary: true, statistics, marketing };
  } catch {
    return null;
  }
}

/** Reads the choice from a request's Cookie header (root loader) or `document.cookie`. */
export function readConsent(cookieHeader: string | null | undefined): CookieConsent | null {
  return parseConsent(readCookie(cookieHeader, CONSENT_COOKIE));
}
