import type { ServerModule } from '../server-module.ts';
import { translationEntries, translationTexts } from './i18n.tables.ts';

/** The built-in text catalogue and each tenant's own texts (translationsByTenant). */
export const i18nModule: ServerModule = {
  name: 'i18n',
  schema: () => Promise.all([import('./i18n.schema.ts'), import('./translations.schema.ts')]),
  contributes: {
    // Pages show the tenant's own texts.
    publicContentTables: [translationEntries, translationTexts],
  },
};
