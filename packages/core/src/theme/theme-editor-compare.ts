import type { Theme } from './types.ts';

// Whether two themes are the same look (issue 26): the editor's "unpublished changes", a double click
// that sends the same draft again, a publish of what is published already. Compared as complete themes
// (merged over the defaults), whatever order their keys were written in.

/** JSON with every object's keys sorted: equal for equal values, however they were built. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Whether two complete themes are the same look. */
export function sameTheme(a: Theme, b: Theme): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
