/**
 * Readers for single env values. Each collects a clear message in `problems` instead of throwing, so the
 * server names every bad value at start, not just the first.
 */

/** An opt-in switch: 1/true or 0/false (unset = off). */
export function parseFlag(name: string, raw: string | undefined, problems: string[]): boolean {
  const value = raw?.trim().toLowerCase();
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  problems.push(`${name} must be 1 or 0, not "${raw}".`);
  return false;
}

/** A URL with one of the given protocols (`['http:', 'https:']`); unset or blank is undefined. */
export function parseUrl(name: string, raw: string | undefined, protocols: string[], problems: string[]) {
  const value = raw?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol)) {
      problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}.`);
    }
  } catch {
    problems.push(`${name} is not a valid URL.`);
  }
  return value;
}

/**
 * A whole number from min to max, `fallback` when unset or blank. Any other value records `problem(text)`
 * (which says what the variable means) and reads as the fallback, so later checks see a sane number.
 */
export function parseWholeNumber(
  raw: string | undefined,
  range: { fallback: number; min: number; max: number },
  problem: (text: string) => string,
  problems: string[],
): number {
  const text = raw?.trim();
  if (!text) return range.fallback;
  const value = Number(text);
  if (Number.isInteger(value) && value >= range.min && value <= range.max) return value;
  problems.push(problem(text));
  return range.fallback;
}
