import { localeFallbackChain } from '@print/core/i18n/locale';
import { checkPlaceholders, checkTranslationSave } from '@print/core/i18n/translation-rules';
import type { ValidationError } from '@print/core/validation/messages';

// What the text popover and the page texts panel edit: a text's languages as typed, checked by the
// core rules the server's save runs too (decision 0086), and what of it goes to saveTranslations.

/** Language → text as typed. */
export type Draft = Record<string, string>;

type Cell = { languageCode: string; text: string };

/** The shop's languages with the default first (the rule: it is filled first), the others in order. */
export function defaultFirst<T extends Cell>(cells: readonly T[], defaultLanguage: string): T[] {
  return [...cells].sort(
    (a, b) => Number(b.languageCode === defaultLanguage) - Number(a.languageCode === defaultLanguage),
  );
}

export const draftOf = (cells: readonly Cell[]): Draft =>
  Object.fromEntries(cells.map((cell) => [cell.languageCode, cell.text]));

/** The languages whose text differs from what is stored, for saveTranslations. */
export function changedTexts(cells: readonly Cell[], draft: Draft): Cell[] {
  return cells
    .filter((cell) => (draft[cell.languageCode] ?? cell.text) !== cell.text)
    .map((cell) => ({ languageCode: cell.languageCode, text: draft[cell.languageCode] ?? '' }));
}

/**
 * The problems of a draft per language: a translation while the default language is empty (shown at
 * the default language), a translation that loses or invents a placeholder of the default text.
 */
export function draftProblems(draft: Draft, defaultLanguage: string): Record<string, ValidationError> {
  const problems: Record<string, ValidationError> = {};
  const first = checkTranslationSave(defaultLanguage, draft);
  if (first) problems[defaultLanguage] = first;
  const base = draft[defaultLanguage] ?? '';
  if (!base.trim()) return problems;
  for (const [language, text] of Object.entries(draft)) {
    if (language === defaultLanguage || !text.trim()) continue;
    const problem = checkPlaceholders(base, text);
    if (problem) problems[language] = problem;
  }
  return problems;
}

/** What a page in `language` shows of these texts: the first one along its fallback chain. */
export function shownText(draft: Draft, language: string, defaultLanguage: string): string | undefined {
  return localeFallbackChain(language, defaultLanguage)
    .map((code) => draft[code])
    .find((text) => text?.trim());
}

/** The languages of a text that have none of their own (the page texts panel lists them). */
export const missingLanguages = (cells: readonly Cell[]): string[] =>
  cells.filter((cell) => !cell.text.trim()).map((cell) => cell.languageCode);
