// Translations exchanged with translators as XLIFF 2.0 (one source and one target language per file).
// Core holds the model, the writer and the placeholder mapping; the server reads files with its XML
// parser (core stays free of dependencies). Placeholders go out as `<ph id="N" equiv="{name}"/>`, so
// translation tools show them as locked tokens and translators cannot break them; on the way back the
// unit's content is read as the masked form (`<xN/>`) and unmasked against the current default text.
import { maskText, unmaskText } from './translation-masking.ts';

export type ExchangeState = 'initial' | 'translated' | 'reviewed' | 'final';
export const EXCHANGE_STATES: readonly ExchangeState[] = ['initial', 'translated', 'reviewed', 'final'];

/** One text: its address (edit-address.ts) as the unit id. */
export type ExchangeUnit = { id: string; source: string; target: string; state: ExchangeState };
export type ExchangeDocument = { srcLang: string; trgLang: string; units: ExchangeUnit[] };

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A text as XLIFF inline content: escaped, each placeholder a `<ph>` (`base` numbers them). */
function inline(text: string, base: string): string {
  const numbers = new Map(maskText(base).placeholders.map((placeholder, index) => [placeholder, index]));
  let next = numbers.size;
  // maskText escapes & < > and turns placeholders into <xN/> in order of appearance; renumber them by
  // the base text, so a source's and its target's ph ids match.
  const masked = maskText(text);
  return masked.masked.replace(/<x(\d+)\/>/g, (_all, index: string) => {
    const placeholder = masked.placeholders[Number(index)]!;
    let id = numbers.get(placeholder);
    if (id === undefined) numbers.set(placeholder, (id = next++));
    return `<ph id="${id}" equiv="${attribute(placeholder)}"/>`;
  });
}

/** The document as an XLIFF 2.0 file. */
export function writeXliff(document: ExchangeDocument): string {
  const units = document.units.map(
    (unit) =>
      `    <unit id="${attribute(unit.id)}">\n` +
      `      <segment state="${unit.state}">\n` +
      `        <source>${inline(unit.source, unit.source)}</source>\n` +
      (unit.target ? `        <target>${inline(unit.target, unit.source)}</target>\n` : '') +
      `      </segment>\n    </unit>\n`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="${attribute(document.srcLang)}" trgLang="${attribute(document.trgLang)}">\n` +
    `  <file id="texts">\n${units.join('')}  </file>\n</xliff>\n`
  );
}

/** One part of a unit's target as the reader found it: text, or a placeholder by its ph id. */
export type InlinePart = { text: string } | { ph: string };

/**
 * The imported target as plain text, its placeholders put back from the current default text
 * (`base`): `ph` ids are positions in the base's placeholders. Refused (null) when a ph is unknown,
 * doubled or missing, or when the text invents braces: the same check as a machine result.
 */
export function targetText(base: string, parts: readonly InlinePart[]): string | null {
  const masked = maskText(base);
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const translated = parts
    .map((part) => ('text' in part ? escape(part.text) : /^\d+$/.test(part.ph) ? `<x${part.ph}/>` : '<'))
    .join('');
  const result = unmaskText(masked, translated);
  return 'text' in result ? result.text : null;
}
