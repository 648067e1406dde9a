import { afterEach, describe, expect, it, vi } from 'vitest';
import { recoverSession, setSessionRecovery } from './session-recovery.ts';

afterEach(() => setSessionRecovery(null));

describe('recoverSession', () => {
  it('recovers nothing by default', async () => {
    await expect(recoverSession()).resolves.toBe(false);
  });

  it('shares one in-flight attempt and starts a new one after it settled', async () => {
    const onUnauthorized = vi.fn(async () => true);
    setSessionRecovery({ onUnauthorized });
    const [a, b] = [recoverSession(), recoverSession()];
    expect(a).toBe(b);
    await expect(a).resolves.toBe(true);
    await recoverSession();
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('counts a throwing or rejecting hook as not recovered and does not stay stuck', async () => {
    setSessionRecovery({
      onUnauthorized: () => {
        throw new Error('boom');
      },
    });
    await expect(recoverSession()).resolves.toBe(false);
    setSessionRecovery({ onUnauthorized: async () => Promise.reject(new Error('refresh failed')) });
    await expect(recoverSession()).resolves.toBe(false);
    setSessionRecovery({ onUnauthorized: async () => true });
    await expect(recoverSession()).resolves.toBe(true);
  });
});
