import { deepLinkTarget } from '../../lib/session/deep-link.ts';

/** A path of this site: one leading slash, not `//host` or `/\host` (browsers read both as another origin). */
export function isSameSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/**
 * Where /login leads after signing in (spec §2): the decoded `deepLink` when the query has one (an
 * invalid or empty one leads to /), else `redirect` kept as it is when it is a path of this site,
 * else /. Both arrive in a URL anyone can craft, so another origin is never a target.
 */
export function loginTarget(search: URLSearchParams): string {
  const deepLink = search.get('deepLink');
  if (deepLink !== null) return deepLinkTarget(deepLink);
  const redirect = search.get('redirect');
  return redirect !== null && isSameSitePath(redirect) ? redirect : '/';
}

/** /login with `redirect=` back to `path` (for pages that need a registered user). */
export function loginUrlFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/**
 * `path` (/login or /signup) with the way back of the current query (deepLink or redirect), so going
 * from login to sign-up and back still ends where the shopper came from.
 */
export function keepingReturn(path: string, search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ['deepLink', 'redirect']) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
