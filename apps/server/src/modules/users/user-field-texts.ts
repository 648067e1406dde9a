import type { ContributionKinds } from '../../platform/module-contributions.ts';
import { userFields } from './users.tables.ts';

/**
 * The labels of the tenant's user fields (contributes.translatableTexts, listed by the translations
 * admin through modules/i18n): a base label for every language and a translation per language. Typed
 * by the contribution kind, as i18n sits in this module's own layer (it cannot import it).
 */
export const userFieldTexts: ContributionKinds['translatableTexts'] = {
  entity: 'userField',
  fields: ['label'],
  list: async (tx) => {
    const rows = await tx.select({ id: userFields.id, config: userFields.config }).from(userFields);
    return rows.map(({ id, config }) => ({
      id,
      field: 'label',
      texts: Object.fromEntries(
        config.labelTranslation.translations.map((entry) => [entry.languageCode, entry.translation]),
      ),
      base: config.labelTranslation.baseTranslation || config.label,
    }));
  },
};
