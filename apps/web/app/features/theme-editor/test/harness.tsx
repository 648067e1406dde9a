import type { Right } from '@print/core/rights';
import { harnessConfig } from '../../../testing/harness-config.ts';
import { mountFakeShop } from '../../../testing/fake-shop-page.tsx';
import { mountHarness } from '../../../testing/mount-harness.tsx';
import { registeredSession, testShellData } from '../../../shell/test-helpers.tsx';
import { ThemeEditorPage } from '../theme-editor-page.tsx';

// The browser entry of the theme editor's tests: at the top, /themeeditor (the editor of an admin with
// theme.edit) and the admin pages Close leads to; in the editor's frame, the fake shop page with the
// storefront layout's preview loader, so the real listener draws what the editor sends. The test
// answers the editor's GraphQL requests (test/theme-editor-fixtures.ts).

type Config = {
  path: string;
  language?: string;
  /** The shop's languages (codes; the first is the default), default en-GB only. */
  languages?: string[];
  /** The user's rights, default admin.access and theme.edit. */
  rights?: Right[];
};

if (window.parent === window) {
  const config = harnessConfig<Config>();
  const languages = config.languages ?? ['en-GB'];
  mountHarness(
    {
      '/themeeditor': <ThemeEditorPage />,
      '/admin': <h1 data-testid="admin-home">Admin</h1>,
      '/admin/pages': <h1 data-testid="admin-pages">Pages</h1>,
    },
    {
      path: config.path,
      language: config.language ?? 'en-GB',
      shell: testShellData(
        { ...registeredSession, rights: config.rights ?? ['admin.access', 'theme.edit'] },
        'full',
        {
          languages: languages.map((code, i) => ({ code, isDefault: i === 0 })),
          defaultLanguage: languages[0]!,
        },
      ),
    },
  );
} else mountFakeShop();
