import type { ServerModule } from '../server-module.ts';
import { registerFontRoutes } from './font-files.ts';
import { themeTenantSetup } from './theme-tenant-setup.ts';
import { themeDrafts, themePresets, themes, themeVersions } from './theme.tables.ts';

/** The tenant's active theme (the pages' CSS), the theme editor and the self-hosted fonts it may name. */
export const themeModule: ServerModule = {
  name: 'theme',
  schema: () => import('./theme-editor.schema.ts'),
  routes: (app) => registerFontRoutes(app),
  contributes: {
    // A tenant the setup wizard finishes gets the look chosen there.
    tenantSetup: [themeTenantSetup],
    // A theme that names an uploaded picture keeps it (media-cleanup.ts); so do its draft, its kept
    // versions (a restore brings them back) and presets.
    mediaReferences: [
      { name: 'themes', table: themes, columns: [themes.config] },
      { name: 'theme draft', table: themeDrafts, columns: [themeDrafts.config] },
      { name: 'theme versions', table: themeVersions, columns: [themeVersions.config] },
      { name: 'theme presets', table: themePresets, columns: [themePresets.config] },
    ],
    // Every page is drawn in the active theme. The editor's tables are not public: a publish changes
    // the active theme.
    publicContentTables: [themes],
  },
};
