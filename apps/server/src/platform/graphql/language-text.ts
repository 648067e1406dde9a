import type { LocalizedText } from '@print/core/i18n/localized-text';
import { builder } from './builder.ts';

// A text per language (decision 0003) as the tenant settings' GraphQL fields list it: one entry per
// language. Shared by the settings sections (order workflow, header); those are read and written with
// tenant.settings, so the type is too.

export type LanguageTextEntry = { language: string; text: string };

export const LanguageText = builder.objectRef<LanguageTextEntry>('LanguageText').implement({
  authScopes: { right: 'tenant.settings' },
  fields: (t) => ({ language: t.exposeString('language'), text: t.exposeString('text') }),
});

export const LanguageTextInput = builder.inputType('LanguageTextInput', {
  fields: (t) => ({ language: t.string({ required: true }), text: t.string({ required: true }) }),
});

export const languageTextEntries = (texts: LocalizedText): LanguageTextEntry[] =>
  Object.entries(texts).map(([language, text]) => ({ language, text }));

/** The entries for the tenant's own languages, trimmed; texts for other languages are dropped. */
export function textsOfTenantLanguages(
  entries: readonly LanguageTextEntry[],
  languages: readonly { code: string }[],
): LocalizedText {
  return Object.fromEntries(
    entries
      .filter((entry) => languages.some((language) => language.code === entry.language))
      .map((entry) => [entry.language, entry.text.trim()]),
  );
}
