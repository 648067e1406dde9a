import { validateStyleValue } from '../theme/style-values.ts';
import { ALNUM_PATTERN } from '../validation/patterns.ts';

// A tiny reader for untrusted JSON objects: each getter checks one key and, on failure, records a
// message with the key's path and returns undefined, so a validator reports every problem at once.

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads one untrusted object, collecting messages prefixed with its path. */
export function reader(source: Record<string, unknown>, at: string, errors: string[]) {
  const get = (key: string): unknown => (Object.hasOwn(source, key) ? source[key] : undefined);
  const bad = (key: string, message: string): undefined => {
    errors.push(`${at}.${key}: ${message}`);
    return undefined;
  };
  const has = (key: string) => get(key) !== undefined;
  const string = (key: string, test: (value: string) => boolean, message: string) => {
    const value = get(key);
    return typeof value === 'string' && test(value) ? value : bad(key, message);
  };
  return {
    get,
    has,
    bad,
    number(key: string, min: number, max: number, opts: { integer?: boolean; exclusiveMin?: boolean } = {}) {
      const value = get(key);
      if (typeof value !== 'number' || !Number.isFinite(value)) return bad(key, 'must be a number');
      if (opts.integer && !Number.isInteger(value)) return bad(key, 'must be a whole number');
      if ((opts.exclusiveMin ? value <= min : value < min) || value > max)
        return bad(key, `must be ${opts.exclusiveMin ? 'above' : 'at least'} ${min} and at most ${max}`);
      return value;
    },
    string,
    oneOf<T extends string>(key: string, options: readonly T[], fallback?: T): T | undefined {
      const value = get(key);
      if (value === undefined && fallback !== undefined) return fallback;
      return (options as readonly unknown[]).includes(value)
        ? (value as T)
        : bad(key, `must be one of ${options.join(', ')}`);
    },
    color(key: string) {
      const value = get(key);
      return validateStyleValue(value)
        ? (value as string)
        : bad(key, 'must be a theme colour path or #hex/rgb colour');
    },
    fieldName(key: string) {
      return string(key, (value) => ALNUM_PATTERN.test(value), 'must be a field name (letters and digits)');
    },
  };
}

/** Drops undefined entries, so optional keys are absent rather than present-but-undefined in stored JSON. */
export const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
