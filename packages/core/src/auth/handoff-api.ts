/**
 * Sign in once for the platform operator (decision 0088): POST `{ tenantId, path }` on the operator's
 * own host answers `{ url }` on the target tenant's host; opening it there starts the operator's session
 * on that host and goes on to `path`.
 */
export const HANDOFF_PATH = '/service-api/auth/handoff';

export type HandoffRequest = { tenantId: string; path: string };
export type HandoffResponse = { url: string };

/**
 * A path of the same host to go on to: relative, starting with one `/` (never `//host` or `/\host`,
 * which browsers read as another host), with no control characters. Anything else goes to `/admin`.
 */
export function safeRelativePath(path: unknown): string {
  if (typeof path !== 'string' || !/^\/(?![/\\])[^\s\\]*$/.test(path) || path.length > 2000) return '/admin';
  return path;
}
