import type { i18n } from 'i18next';

export { EDIT_LEDGER_ID } from './server-ledger.ts';

/**
 * The ledger of catalogue texts of an editing render (decision 0083): key → the final texts `t()`
 * returned for it (placeholders filled in). Catalogue texts carry no mark of their own (t() returns
 * plain strings, and invisible characters are not allowed), so the in-page editor finds them on the page
 * by their text. Recorded only for editors: on the server for a page rendered with `shell.editing` (a
 * fresh i18next instance, never the shared one), in the browser by the editor chunk, which installs it.
 */
export type EditLedger = Record<string, string[]>;

/** At most this many texts per key (a count or a name makes a key give many). */
const TEXTS_PER_KEY = 8;
const ledgers = new WeakMap<i18n, EditLedger>();

/** Records every text `instance.t` returns from now on; the same ledger when called again. */
export function recordTexts(instance: i18n): EditLedger {
  const known = ledgers.get(instance);
  if (known) return known;
  const ledger: EditLedger = {};
  ledgers.set(instance, ledger);
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  instance.t = ((key: unknown, ...rest: unknown[]) => {
    const text = translate(key, ...rest);
    if (typeof key === 'string' && typeof text === 'string' && text !== key && text.trim()) {
      const texts = (ledger[key] ??= []);
      if (!texts.includes(text) && texts.length < TEXTS_PER_KEY) texts.push(text);
    }
    return text;
  }) as unknown as typeof instance.t;
  return ledger;
}

/** The ledger recorded for `instance`, if one is. */
export function ledgerOf(instance: i18n): EditLedger | undefined {
  return ledgers.get(instance);
}

/** The ledger as the contents of a `<script type="application/json">` (no `</script>` can end it early). */
export function serialiseLedger(ledger: EditLedger): string {
  return JSON.stringify(ledger).replace(/</g, '\\u003c');
}

/** A ledger read from the page (the server's script); empty when there is none or it is not one. */
export function parseLedger(json: string | null | undefined): EditLedger {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const ledger: EditLedger = {};
    for (const [key, texts] of Object.entries(value))
      if (Array.isArray(texts)) ledger[key] = texts.filter((text) => typeof text === 'string');
    return ledger;
  } catch {
    return {};
  }
}
