// Translations exchanged as JSON: the same model as XLIFF (xliff.ts), for scripts and spreadsheets.
// Placeholders stay as written (`{name}`); an import checks them against the default text like any save.
import { EXCHANGE_STATES, type ExchangeDocument, type ExchangeState, type ExchangeUnit } from './xliff.ts';

/** The document as pretty JSON. */
export function writeTranslationJson(document: ExchangeDocument): string {
  return JSON.stringify(document, null, 2) + '\n';
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The document from JSON, or null when it is not one (unknown fields are ignored). */
export function readTranslationJson(text: string): ExchangeDocument | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { srcLang, trgLang, units } = value as Record<string, unknown>;
  if (!isString(srcLang) || !isString(trgLang) || !Array.isArray(units)) return null;
  const read: ExchangeUnit[] = [];
  for (const unit of units as unknown[]) {
    if (typeof unit !== 'object' || unit === null) return null;
    const { id, source, target, state } = unit as Record<string, unknown>;
    if (!isString(id) || !isString(target)) return null;
    const known = EXCHANGE_STATES.includes(state as ExchangeState) ? (state as ExchangeState) : 'translated';
    read.push({ id, source: isString(source) ? source : '', target, state: known });
  }
  return { srcLang, trgLang, units: read };
}
