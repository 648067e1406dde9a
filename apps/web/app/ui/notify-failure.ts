import { failedCallKey } from '../lib/api/user-input-error.ts';
import { notify } from './toast.ts';

/**
 * The error toast of a failed call: the spec's §8 '404' message when the call was answered 404 (the
 * thing was deleted meanwhile), else the use case's own failure message `failedKey`.
 */
export function notifyFailure(t: (key: string) => string, error: unknown, failedKey: string): void {
  notify(t(failedCallKey(error, failedKey)), 'error');
}
