import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
import type { ServerModule } from '../server-module.ts';
import { machineTranslationJob } from './machine-translation.job.ts';
import { translationEntries, translationTexts } from './i18n.tables.ts';
import { recordOwnTextSaves } from './own-text-saves.ts';

/** The built-in text catalogue and each tenant's own texts (translationsByTenant). */
export const i18nModule: ServerModule = {
  name: 'i18n',
  jobs: ({ database, services, contextLoaders }) => [
    machineTranslationJob(database, services, contextLoaders) as JobDefinition<never>,
  ],
  schema: () =>
    Promise.all([
      import('./i18n.schema.ts'),
      import('./translations.schema.ts'),
      import('./machine-translation.schema.ts'),
      import('./translation-exchange.schema.ts'),
      import('./auto-translation-settings.schema.ts'),
      import('./translation-glossary.schema.ts'),
    ]),
  contributes: {
    // Pages show the tenant's own texts.
    publicContentTables: [translationEntries, translationTexts],
    // The owners' editors save translatable texts; their translation states follow (own-text-saves.ts).
    ownTextsSaved: [recordOwnTextSaves],
    // Saving the glossary hands it to DeepL: no transaction is held meanwhile.
    outsideTransactionFields: ['saveGlossary'],
  },
};
