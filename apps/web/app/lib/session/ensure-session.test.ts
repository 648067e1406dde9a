import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionRecovery } from '../api/session-recovery.ts';
import { ensureSession, resetEnsureSession } from './ensure-session.ts';

describe('starting the session before an upload', () => {
  afterEach(() => {
    setSessionRecovery(null);
    resetEnsureSession();
  });

  it('starts a visitor’s session once, before the first upload, as a 401 would', async () => {
    const onUnauthorized = vi.fn(async () => true);
    setSessionRecovery({ onUnauthorized });
    const shell = { session: null };
    await ensureSession(shell);
    await ensureSession(shell);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the page has a session', async () => {
    const onUnauthorized = vi.fn(async () => true);
    setSessionRecovery({ onUnauthorized });
    await ensureSession({ session: { userId: 'u1' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('tries again next time when the session could not be started', async () => {
    const onUnauthorized = vi.fn(async () => false);
    setSessionRecovery({ onUnauthorized });
    const shell = { session: null };
    await ensureSession(shell);
    await ensureSession(shell);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('starts one again after a client-side logout (the root loader’s new shell has no session)', async () => {
    const onUnauthorized = vi.fn(async () => true);
    setSessionRecovery({ onUnauthorized });
    await ensureSession({ session: null });
    // Signed in since, then out again without a page load (a forced logout): a new shell.
    await ensureSession({ session: { userId: 'u1' } });
    await ensureSession({ session: null });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });
});
