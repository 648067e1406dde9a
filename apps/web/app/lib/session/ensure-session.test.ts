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
    await ensureSession(false);
    await ensureSession(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the page has a session', async () => {
    const onUnauthorized = vi.fn(async () => true);
    setSessionRecovery({ onUnauthorized });
    await ensureSession(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('tries again next time when the session could not be started', async () => {
    const onUnauthorized = vi.fn(async () => false);
    setSessionRecovery({ onUnauthorized });
    await ensureSession(false);
    await ensureSession(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });
});
