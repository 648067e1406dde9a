import { fail, type ValidationError, type ValidationResult } from './messages.ts';

// Characters no field may hold, passwords included, because the text could not be stored or sent on
// unchanged:
// - U+0000 (NUL): PostgreSQL text refuses it and jsonb refuses its escape, so the request failed.
// - a lone UTF-16 surrogate (U+D800–U+DFFF without its partner): no character at all; the database
//   drivers silently turn it into U+FFFD, and jsonb refuses its escape.
// - the other C0 control characters U+0001–U+001F, except tab, line feed and carriage return: nobody
//   types them, they hide text, and XML 1.0 (the procurement systems' cXML and OCI) cannot carry them.
// Tab, line feed and carriage return stay allowed in every field: multi-line fields need them, and a
// single-line field's own format refuses them where it matters. Everything else is text, including
// right-to-left marks, zero-width characters and emoji.

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Every character that cannot be stored (global: for matchAll and replace). */
export const UNSTORABLE = new RegExp(`${CONTROL.source}|${LONE_SURROGATE.source}`, 'g');

/** At most this many distinct characters are named in a message. */
const MAX_LISTED = 8;

/** How a message names an invisible character: U+0000. */
export const codePointLabel = (char: string): string =>
  `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The characters of `value` that cannot be stored, each once as U+XXXX, in order of first appearance. */
export function findUnstorableCharacters(value: string): string[] {
  const found: string[] = [];
  for (const [char] of value.matchAll(UNSTORABLE)) {
    const label = codePointLabel(char);
    if (!found.includes(label)) found.push(label);
    if (found.length === MAX_LISTED) break;
  }
  return found;
}

/** The spec's forbidden-characters message, listing the characters that cannot be stored. */
export function checkStorableText(value: string): ValidationResult {
  const found = findUnstorableCharacters(value);
  return found.length === 0 ? null : fail('validation.forbiddenCharacters', { chars: found.join(' ') });
}

/** A problem in a structured value: where (object keys and list indexes) and what. */
export type TextProblem = { path: (string | number)[]; error: ValidationError };

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** A place in the walked value: its key and the place of its parent (a path built only when needed). */
type Place = { key: string | number; parent: Place | null } | null;

const pathOf = (place: Place): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * Every string of a JSON-like value (a request body, GraphQL variables) that cannot be stored, object
 * keys included, and with `maxLength` every longer string. Walks without recursion and without copying
 * paths, so a deeply nested value costs linear time and cannot exhaust the stack; other objects (an
 * uploaded File) are not looked into. Stops after `limit` problems.
 */
export function findTextProblems(
  value: unknown,
  options: { maxLength?: number; limit?: number } = {},
): TextProblem[] {
  const { maxLength = Infinity, limit = 10 } = options;
  const check = (text: string): ValidationResult =>
    checkStorableText(text) ??
    (text.length > maxLength ? fail('validation.tooLong', { max: String(maxLength) }) : null);
  const problems: TextProblem[] = [];
  const pending: { value: unknown; place: Place }[] = [{ value, place: null }];
  while (pending.length > 0 && problems.length < limit) {
    const { value: current, place } = pending.pop()!;
    if (typeof current === 'string') {
      const error = check(current);
      if (error) problems.push({ path: pathOf(place), error });
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        pending.push({ value: current[index], place: { key: index, parent: place } });
    } else if (isPlainObject(current)) {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!;
        const keyError = check(key);
        const itemPlace = { key, parent: place };
        if (keyError) problems.push({ path: pathOf(itemPlace), error: keyError });
        pending.push({ value: item, place: itemPlace });
      }
    }
  }
  return problems.slice(0, limit);
}
