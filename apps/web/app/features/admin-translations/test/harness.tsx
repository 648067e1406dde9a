import { harnessConfig } from '../../../testing/harness-config.ts';
import { mountHarness } from '../../../testing/mount-harness.tsx';
import { registeredSession, testShellData } from '../../../shell/test-helpers.tsx';
import { TranslationsPage } from '../translations-page.tsx';

// The browser entry of the translations admin's tests: the page of an admin with translations.edit in
// a shop with en-GB (default) and de-DE. The test answers its GraphQL requests.

type Config = { path: string };

const config = harnessConfig<Config>();
mountHarness(
  { '/admin/translations': <TranslationsPage /> },
  {
    path: config.path,
    language: 'en-GB',
    shell: testShellData({ ...registeredSession, rights: ['admin.access', 'translations.edit'] }, 'full', {
      languages: [
        { code: 'en-GB', isDefault: true },
        { code: 'de-DE', isDefault: false },
      ],
      defaultLanguage: 'en-GB',
    }),
  },
);
