import { describe, expect, it } from 'vitest';
import { deepLinkTarget } from '../session/deep-link.ts';
import {
  accountUrl,
  clearPendingWork,
  keepPendingWork,
  needsAccount,
  PENDING_WORK_MAX_AGE_MS,
  readPendingWork,
  resumeAction,
  resumePath,
  type PendingWork,
} from './pending-work.ts';

// What a guest of a shop without temporary users keeps in the browser while logging in (issue 12).

function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

const NOW = 1_800_000_000_000;
const work: PendingWork = {
  action: 'draft',
  productId: 'p1',
  variantId: 'v1',
  quantity: 250,
  values: { firstName: 'Gwen' },
  savedAt: NOW - 1000,
};
const session = {
  userId: 'u1',
  displayName: 'Gwen',
  email: 'gwen@example.com',
  isTemporary: false,
  language: 'en-GB',
  rights: [],
};

describe('pending work', () => {
  it('needs an account only without a session in a shop without temporary users', () => {
    expect(needsAccount(null, { allowTemporaryUsers: false })).toBe(true);
    expect(needsAccount(null, { allowTemporaryUsers: true })).toBe(false);
    expect(needsAccount(session, { allowTemporaryUsers: false })).toBe(false);
  });

  it('is kept per shop host and product, read back, and removed once saved', () => {
    const storage = memoryStorage();
    keepPendingWork(storage, 'northprint.example', work);
    expect(readPendingWork(storage, 'northprint.example', 'p1', NOW)).toEqual(work);
    expect(readPendingWork(storage, 'druckerei.example', 'p1', NOW)).toBeNull();
    expect(readPendingWork(storage, 'northprint.example', 'p2', NOW)).toBeNull();
    clearPendingWork(storage, 'northprint.example', 'p1');
    expect(storage.entries.size).toBe(0);
  });

  it('reads anything stale, foreign or malformed as nothing', () => {
    const storage = memoryStorage();
    const key = 'print.pendingWork:h:p1';
    keepPendingWork(storage, 'h', { ...work, savedAt: NOW - PENDING_WORK_MAX_AGE_MS - 1 });
    expect(readPendingWork(storage, 'h', 'p1', NOW)).toBeNull();
    for (const bad of [
      '{not json',
      'null',
      JSON.stringify({ ...work, action: 'delete' }),
      JSON.stringify({ ...work, productId: 'p2' }),
      JSON.stringify({ ...work, quantity: -1 }),
      JSON.stringify({ ...work, values: { firstName: 1 } }),
      JSON.stringify({ ...work, savedAt: NOW + 60_000 }),
    ]) {
      storage.setItem(key, bad);
      expect(readPendingWork(storage, 'h', 'p1', NOW), bad).toBeNull();
    }
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => keepPendingWork(full, 'h', work)).not.toThrow();
  });

  it('leads to login or sign-up and back to the product with the action to finish', () => {
    const back = resumePath('/products/business-cards', 'cart');
    expect(back).toBe('/products/business-cards?resume=cart');
    const login = new URL(accountUrl('login', back), 'http://shop.example');
    expect(login.pathname).toBe('/login');
    expect(deepLinkTarget(login.searchParams.get('deepLink'))).toBe(back);
    expect(resumeAction(new URLSearchParams('resume=draft'))).toBe('draft');
    expect(resumeAction(new URLSearchParams('resume=pay'))).toBeNull();
    expect(resumeAction(new URLSearchParams(''))).toBeNull();
  });
});
