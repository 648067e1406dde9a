// Cookie helpers shared by the server render (reading the request header) and the browser.

/** The value of cookie `name` in a Cookie header (or `document.cookie`), URI-decoded. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The Set-Cookie style string the browser-side writers below assign to `document.cookie`. */
export function serializeCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Browser only: sets a site-wide cookie readable by the server on the next request. */
export function writeCookie(name: string, value: string, maxAgeSeconds = ONE_YEAR_SECONDS): void {
  document.cookie = serializeCookie(name, value, maxAgeSeconds, window.location.protocol === 'https:');
}
