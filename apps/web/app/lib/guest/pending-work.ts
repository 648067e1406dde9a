import type { SessionInfo } from '@print/core/auth/auth-api';
import { encodeDeepLink } from '../session/deep-link.ts';

// A guest of a shop without temporary users cannot save anything (no session, and none is made for
// them): saving needs an account. So that signing in costs them nothing, what they typed is kept in
// this browser (per shop host and product) while they log in or sign up, and the way back to the
// product carries `?resume=<action>`, so the product page reopens the form with it and finishes what
// they asked for. The entry is removed once it is saved.

export type PendingAction = 'draft' | 'cart';

export type PendingWork = {
  action: PendingAction;
  productId: string;
  variantId: string | null;
  quantity: number;
  values: Record<string, string>;
  /** Epoch milliseconds: old entries are not restored. */
  savedAt: number;
};

/** The query parameter of the way back after signing in. */
export const RESUME_PARAM = 'resume';

/** Kept for a week: long enough to find a forgotten password, short enough not to surprise. */
export const PENDING_WORK_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const KEY_PREFIX = 'print.pendingWork';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (host: string, productId: string) => `${KEY_PREFIX}:${host}:${productId}`;

/** Saving needs an account: no session, and the shop makes no temporary one (spec §1, §4). */
export const needsAccount = (
  session: SessionInfo | null,
  tenant: { allowTemporaryUsers: boolean },
): boolean => session === null && !tenant.allowTemporaryUsers;

/** Keeps the work; a full or blocked storage only means it cannot be restored later. */
export function keepPendingWork(storage: Storage, host: string, work: PendingWork): void {
  try {
    storage.setItem(keyOf(host, work.productId), JSON.stringify(work));
  } catch {
    // Private mode or a full storage: signing in still works, the typing is then lost.
  }
}

const isValues = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string');

/** The kept work of this product, if it is well-formed and recent; anything else reads as none. */
export function readPendingWork(
  storage: Storage,
  host: string,
  productId: string,
  now: number,
): PendingWork | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(keyOf(host, productId)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const work = parsed as Partial<PendingWork>;
  const valid =
    (work.action === 'draft' || work.action === 'cart') &&
    work.productId === productId &&
    (work.variantId === null || typeof work.variantId === 'string') &&
    typeof work.quantity === 'number' &&
    Number.isInteger(work.quantity) &&
    work.quantity > 0 &&
    isValues(work.values) &&
    typeof work.savedAt === 'number' &&
    now - work.savedAt <= PENDING_WORK_MAX_AGE_MS &&
    work.savedAt <= now;
  return valid ? (work as PendingWork) : null;
}

export function clearPendingWork(storage: Storage, host: string, productId: string): void {
  try {
    storage.removeItem(keyOf(host, productId));
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** The product page again, asking it to finish `action` with the kept work. */
export const resumePath = (productPath: string, action: PendingAction) =>
  `${productPath}?${RESUME_PARAM}=${action}`;

/** The resume action of an address's query, or null. */
export function resumeAction(search: URLSearchParams): PendingAction | null {
  const value = search.get(RESUME_PARAM);
  return value === 'draft' || value === 'cart' ? value : null;
}

/** /login or /signup, leading back to `path` afterwards (spec §2 deepLink). */
export const accountUrl = (page: 'login' | 'signup', path: string) =>
  `/${page}?deepLink=${encodeDeepLink(path)}`;

/** The browser's own storage and host, or null on the server / where storage is blocked. */
export function browserStorage(): { storage: Storage; host: string } | null {
  try {
    return typeof window === 'undefined'
      ? null
      : { storage: window.localStorage, host: window.location.host };
  } catch {
    return null;
  }
}
