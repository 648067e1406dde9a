import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { languageTextFacts } from '../../platform/db/language-texts.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import type { ContributionKinds } from '../../platform/module-contributions.ts';
import { actorOf, recordActivity } from '../audit/audit.service.ts';
import { userFields } from './users.tables.ts';

type Config = typeof userFields.$inferSelect.config;

/** A field's label as one translatable text (a translation per language over a base). */
export const textOf = (id: string, config: Config) => ({
  id,
  field: 'label',
  texts: Object.fromEntries(
    config.labelTranslation.translations.map((entry) => [entry.languageCode, entry.translation]),
  ),
  base: config.labelTranslation.baseTranslation || config.label,
});

/**
 * The labels of the tenant's user fields (contributes.translatableTexts, listed by the translations
 * admin through modules/i18n): a base label for every language and a translation per language. Typed
 * by the contribution kind, as i18n sits in this module's own layer (it cannot import it).
 */
export const userFieldTexts: ContributionKinds['translatableTexts'] = {
  entity: 'userField',
  fields: ['label'],
  fieldTypes: { label: { type: 'userFieldLabel', format: 'text' } },
  right: 'fields.manage',
  list: async (tx, ids) => {
    const wanted = ids?.filter(isUuid);
    if (wanted && !wanted.length) return [];
    const rows = await tx
      .select({ id: userFields.id, config: userFields.config })
      .from(userFields)
      .where(wanted ? inArray(userFields.id, wanted) : undefined);
    return rows.map(({ id, config }) => textOf(id, config));
  },
  // The translations of the label only (the base is no language's text), as the list gives them.
  index: async (tx, { languages, search }) => {
    const translations = sql`(select e ->> 'languageCode', e ->> 'translation' from jsonb_array_elements(
      coalesce(${userFields.config} -> 'labelTranslation' -> 'translations', '[]'::jsonb)) as e)`;
    const { written, found } = languageTextFacts(translations, languages, search);
    const rows = await tx.select({ id: userFields.id, written, found }).from(userFields);
    return rows.map((row) => ({ ...row, field: 'label' }));
  },
  read: async (tx: Tx, id) => {
    if (!isUuid(id)) return null;
    const [row] = await tx
      .select({ config: userFields.config })
      .from(userFields)
      .where(eq(userFields.id, id));
    return row ? [textOf(id, row.config)] : null;
  },
  // A language's translation in the field's config (the user fields admin edits the same list).
  write: async (ctx, id, field, texts) => {
    if (field !== 'label' || !isUuid(id)) return null;
    const [row] = await ctx.tx
      .select({ config: userFields.config, name: userFields.fieldName })
      .from(userFields)
      .where(eq(userFields.id, id))
      .for('update');
    if (!row) return null;
    const byLanguage = new Map(
      row.config.labelTranslation.translations.map((entry) => [entry.languageCode, entry.translation]),
    );
    for (const [language, text] of Object.entries(texts)) {
      if (text?.trim()) byLanguage.set(language, text.trim());
      else byLanguage.delete(language);
    }
    const translations = [...byLanguage].map(([languageCode, translation]) => ({
      languageCode,
      translation,
    }));
    const config: Config = {
      ...row.config,
      labelTranslation: { ...row.config.labelTranslation, translations },
    };
    if (JSON.stringify(config) !== JSON.stringify(row.config)) {
      await ctx.tx.update(userFields).set({ config }).where(eq(userFields.id, id));
      await recordActivity(ctx.tx, actorOf(ctx.user), {
        action: 'userField.translate',
        entityType: 'userField',
        entityId: id,
        entityLabel: row.name,
        details: { languages: Object.keys(texts) },
      });
    }
    return { texts: Object.fromEntries(byLanguage) };
  },
};
