import type { ServerModule } from '../server-module.ts';
import { registerFontRoutes } from './font-files.ts';
import { themes } from './theme.tables.ts';

/** The tenant's active theme (the pages' CSS) and the self-hosted fonts it may name. */
export const themeModule: ServerModule = {
  name: 'theme',
  routes: (app) => registerFontRoutes(app),
  contributes: {
    // A theme that names an uploaded picture keeps it (media-cleanup.ts).
    mediaReferences: [{ name: 'themes', table: themes, columns: [themes.config] }],
    // Every page is drawn in the active theme.
    publicContentTables: [themes],
  },
};
