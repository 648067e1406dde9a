import type { ServerModule } from '../server-module.ts';

/** The built-in text catalogue and each tenant's own texts (translationsByTenant). */
export const i18nModule: ServerModule = {
  name: 'i18n',
  schema: () => import('./i18n.schema.ts'),
};
