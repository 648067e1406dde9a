import { checkPlaceholders, checkTranslationSave } from '@print/core/i18n/translation-rules';
import { checkForbiddenCharacters } from '@print/core/validation/text-rules';
import { checkStorableText } from '@print/core/validation/storable-text';
import type { ValidationError } from '@print/core/validation/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/service-context.ts';
import { invalidInput, notFound } from '../../platform/errors.ts';
import { translationEntries, translationTexts } from './i18n.tables.ts';
import type { ResolvedText } from './translation-addresses.ts';

// Writing some languages of one text where it lives: a catalogue key as the tenant's override
// (translation_entry + translation_text), a record text through its owner's `write`. The rules run
// first, on the texts as they will be after the write (decision 0086).

/** The texts after the change (null or '' removes a language). */
export function textsAfter(text: ResolvedText, change: Readonly<Record<string, string | null>>) {
  const after: Record<string, string> = { ...text.texts };
  for (const [language, value] of Object.entries(change)) {
    if (value?.trim()) after[language] = value;
    else delete after[language];
  }
  return after;
}

/** The first problem of the change, by language: default first, placeholders, characters. */
export function checkChange(
  text: ResolvedText,
  defaultLanguage: string,
  change: Readonly<Record<string, string | null>>,
): { language: string; error: ValidationError } | null {
  const after = textsAfter(text, change);
  const first = checkTranslationSave(defaultLanguage, {
    ...after,
    [defaultLanguage]: after[defaultLanguage] || text.base || '',
  });
  if (first) return { language: defaultLanguage, error: first };
  const base = after[defaultLanguage] ?? text.base ?? '';
  for (const [language, value] of Object.entries(change)) {
    if (!value) continue;
    const error =
      text.format === 'richTextSlate'
        ? checkStorableText(value)
        : text.kind === 'key'
          ? checkPlaceholders(language === defaultLanguage ? value : base, value)
          : (checkStorableText(value) ?? checkForbiddenCharacters(value));
    if (error) return { language, error };
  }
  return null;
}

/** Throws the spec's message at the language's input (`texts.<code>`) when the change breaks a rule. */
export function assertChange(
  text: ResolvedText,
  defaultLanguage: string,
  change: Readonly<Record<string, string | null>>,
) {
  const problem = checkChange(text, defaultLanguage, change);
  if (problem)
    throw invalidInput(
      problem.error.key,
      { [`texts.${problem.language}`]: problem.error },
      problem.error.params,
    );
}

/** Writes the change where the text lives; the texts after it. */
export async function writeTexts(
  ctx: ServiceContext,
  text: ResolvedText,
  change: Readonly<Record<string, string | null>>,
): Promise<Record<string, string>> {
  if (text.kind === 'entity') {
    const written = await text.entity!.write(ctx, text.key, text.field!, change);
    if (!written) throw notFound('admin.translationNotFound');
    return { ...written.texts };
  }
  const after = textsAfter(text, change);
  const [entry] = await ctx.tx
    .insert(translationEntries)
    .values({
      translationKey: text.key,
      languageCode: ctx.tenant.defaultLanguage,
      baseTranslation: after[ctx.tenant.defaultLanguage] ?? '',
      group: text.key.split('.')[0] ?? 'custom',
    })
    .onConflictDoUpdate({
      target: [translationEntries.tenantId, translationEntries.translationKey],
      set: { baseTranslation: after[ctx.tenant.defaultLanguage] ?? '' },
    })
    .returning({ id: translationEntries.id });
  const removed = Object.keys(change).filter((language) => !change[language]?.trim());
  if (removed.length)
    await ctx.tx
      .delete(translationTexts)
      .where(and(eq(translationTexts.entryId, entry!.id), inArray(translationTexts.languageCode, removed)));
  for (const [languageCode, value] of Object.entries(change)) {
    if (!value?.trim()) continue;
    await ctx.tx
      .insert(translationTexts)
      .values({ entryId: entry!.id, languageCode, translation: value })
      .onConflictDoUpdate({
        target: [translationTexts.tenantId, translationTexts.entryId, translationTexts.languageCode],
        set: { translation: value },
      });
  }
  return after;
}
