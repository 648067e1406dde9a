import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/api-error.ts';

/**
 * The server's reason for refusing to start AI work, translated with its values ('No AI service is set
 * up for this shop', 'Your shop can have at most {max} pages…'); null for a refused input (shown at the
 * input) and for a failure that names no reason (the network: the toast says enough then).
 */
export function aiRefusalMessage(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const { key, kind, params } = error.extensions ?? {};
  if (typeof key !== 'string' || key === '' || kind === 'invalidInput') return null;
  return t(key, typeof params === 'object' && params !== null ? (params as Record<string, string>) : {});
}
