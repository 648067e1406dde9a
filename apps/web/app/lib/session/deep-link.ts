import { FORCED_LOGOUT_ADDRESS } from '@print/core/auth/forced-logout';

/**
 * The deepLink of spec §2: the earlier address as base64 inside a URL-encoded string, so /login can send
 * the user back after signing in. UTF-8 safe (addresses may hold any character).
 */
export function encodeDeepLink(address: string): string {
  const bytes = new TextEncoder().encode(address);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return encodeURIComponent(btoa(binary));
}

/**
 * Where /login leads after signing in: the decoded deepLink when it is a path of this site, '/' for an
 * invalid or empty one (spec §2). Never another origin: the link arrives in a URL anyone can craft.
 */
export function deepLinkTarget(deepLink: string | null | undefined): string {
  if (!deepLink) return '/';
  try {
    const binary = atob(decodeURIComponent(deepLink));
    const address = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
    return address.startsWith('/') && !address.startsWith('//') && !address.startsWith('/\\') ? address : '/';
  } catch {
    return '/';
  }
}

/** /login with `url` (path and query; see lib/page-url.ts in loaders) as deepLink: sign in, then back. */
export function loginUrlBackTo(url: URL): string {
  return `/login?deepLink=${encodeDeepLink(url.pathname + url.search)}`;
}

/** /login?logout=1, with the current address as deepLink unless it is the root (spec §4). */
export function forcedLogoutUrl(address: string): string {
  return address === '/' || address === ''
    ? FORCED_LOGOUT_ADDRESS
    : `${FORCED_LOGOUT_ADDRESS}&deepLink=${encodeDeepLink(address)}`;
}
