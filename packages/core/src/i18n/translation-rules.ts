// The rules of a translation text (decision 0086), shared by the translations admin in the browser and
// the server's save, import and machine translation. Translation texts are the one place where `{}` may
// be stored: they hold the placeholders of their default-language text (`Hello {name}`), and only those.
// The other forbidden characters (< > \) and unstorable characters stay refused.
import { fail, type ValidationResult } from '../validation/messages.ts';
import { checkStorableText } from '../validation/storable-text.ts';
import { maskText } from './translation-masking.ts';

/** What a stored translation is: made by a machine (to review) or reviewed by a person. */
export type TranslationState = 'untranslated' | 'machine' | 'reviewed';

const written = (text: string | null | undefined) => Boolean(text?.trim());

/**
 * A save of several languages of one text: refused when it writes a language other than the default
 * while the default stays empty (spec §5 'A translation needs the default language filled first').
 * `texts` are the texts after the save (the stored ones merged with the saved ones).
 */
export function checkTranslationSave(
  defaultLanguage: string,
  texts: Readonly<Record<string, string | null | undefined>>,
): ValidationResult {
  if (written(texts[defaultLanguage])) return null;
  const others = Object.entries(texts).some(([code, text]) => code !== defaultLanguage && written(text));
  return others ? fail('validation.defaultLanguageFirst') : null;
}

const sorted = (list: readonly string[]) => [...list].sort();

/**
 * A translation against its default-language text: every placeholder of the base exactly once, no
 * other braces, none of `< > \` (the forbidden characters apart from the placeholders' braces). Uses the
 * masking parser of machine translation, so what a person may save is what a machine result must keep.
 */
export function checkPlaceholders(base: string, text: string): ValidationResult {
  const unstorable = checkStorableText(text);
  if (unstorable) return unstorable;
  const masked = maskText(text);
  const rest = text.replace(/\{[\w.]+\}/g, '');
  const otherForbidden = [...new Set([...rest].filter((char) => '<>\\{}'.includes(char)))];
  if (otherForbidden.length > 0)
    return fail('validation.forbiddenCharacters', { chars: otherForbidden.join(' ') });
  const expected = sorted(maskText(base).placeholders);
  const found = sorted(masked.placeholders);
  if (expected.length !== found.length || expected.some((p, i) => p !== found[i]))
    return fail('validation.translationPlaceholders', { placeholders: expected.join(' ') || '–' });
  return null;
}

/**
 * A stable hash of a text (FNV-1a, 64 bits as 16 hex digits, over UTF-16 code units): what a
 * translation was made from. Pure JS, so the browser and the server compute the same.
 */
export function sourceHash(text: string): string {
  let high = 0xcbf29ce4;
  let low = 0x84222325;
  for (let i = 0; i < text.length; i++) {
    low ^= text.charCodeAt(i);
    // Multiply (high, low) by the 64-bit FNV prime 0x100000001b3 in 16-bit pieces.
    const lowLow = (low & 0xffff) * 0x1b3;
    const lowHigh = (low >>> 16) * 0x1b3 + (lowLow >>> 16);
    const carry = lowHigh >>> 16;
    const newLow = ((lowHigh & 0xffff) << 16) | (lowLow & 0xffff);
    high = (Math.imul(high, 0x1b3) + Math.imul(low, 0x100) + carry) >>> 0;
    low = newLow >>> 0;
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}

/** The stored state of one language of a text (a translation_state row, if any). */
export type TranslationStateRow = { state: 'machine' | 'reviewed'; sourceHash: string | null } | null;

/**
 * What a language's text is: none ('untranslated'); written by a machine and not reviewed; or
 * reviewed (also any text without a state row: texts written before states existed, by a person).
 * Outdated: made from another default-language text than the current one (the default language's own
 * text never is).
 */
export function textState(
  text: string | null | undefined,
  row: TranslationStateRow,
  currentSourceHash: string | null,
): { state: TranslationState; outdated: boolean } {
  if (!written(text)) return { state: 'untranslated', outdated: false };
  const state = row?.state ?? 'reviewed';
  const outdated = Boolean(row?.sourceHash && currentSourceHash && row.sourceHash !== currentSourceHash);
  return { state, outdated };
}
