import { recoverSession } from '../api/session-recovery.ts';

// Whether this page has started the visitor's session already (the shell's session is the one the
// page was rendered with; a session started since is not in it).
let started = false;

/**
 * Starts the visitor's session before a call that cannot simply be sent again: the server refuses a
 * multipart upload without a session before reading its body, so the browser's upload of a large file
 * is cut off instead of coming back as a 401 that the API client recovers from. The session starts as
 * any other call's 401 would start it (refresh, else a temporary session where the shop allows them,
 * spec §4), once per page. `hasSession`: the page already has one.
 */
export async function ensureSession(hasSession: boolean): Promise<void> {
  if (hasSession || started) return;
  started = await recoverSession();
}

/** Tests only: forget the session started. */
export function resetEnsureSession(): void {
  started = false;
}
