import { recoverSession } from '../api/session-recovery.ts';

/** The root loader's shell data: a new object each time the root loader ran. */
type Shell = { readonly session: unknown };

// The shell this page started the visitor's session under (that shell's session is the one the page
// was rendered with; a session started since is not in it). Keyed by the shell, not a flag: once the
// root loader reloads (a logout, a forced logout) and its shell has no session, one is started again.
let startedUnder: Shell | null = null;

/**
 * Starts the visitor's session before a call that cannot simply be sent again: the server refuses a
 * multipart upload without a session before reading its body, so the browser's upload of a large file
 * is cut off instead of coming back as a 401 that the API client recovers from. The session starts as
 * any other call's 401 would start it (refresh, else a temporary session where the shop allows them,
 * spec §4), once per shell without a session.
 */
export async function ensureSession(shell: Shell): Promise<void> {
  if (shell.session !== null || startedUnder === shell) return;
  if (await recoverSession()) startedUnder = shell;
}

/** Tests only: forget the session started. */
export function resetEnsureSession(): void {
  startedUnder = null;
}
