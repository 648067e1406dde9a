import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '../../../lib/api/query-client.ts';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { ConfirmProvider } from '../../../shell/confirm/confirm-provider.tsx';
import { RootDataContext } from '../../../shell/shell-context.tsx';
import { registeredSession, testShellData } from '../../../shell/test-helpers.tsx';
import { Toaster } from '../../../shell/toaster.tsx';
import { harnessConfig } from '../../../testing/harness-config.ts';
import { ContentPageSettingsPage } from '../content-page-settings-page.tsx';
import { ContentPagesPage } from '../content-pages-page.tsx';
import { PublishCheckList } from '../publish-check-list.tsx';
import { SAMPLE_FINDINGS } from './publish-check-samples.ts';

// The browser entry of the CMS pages' component tests (content-pages-list and
// content-page-settings.browser.test.ts and the other tests beside them): the list and a
// page's settings on a memory router, in a shop with German (default) and English, inside the
// providers the admin shell gives them. The test answers their GraphQL requests.

export type ContentPagesHarnessConfig = {
  /** The address the router starts at, e.g. /admin/pages or /admin/pages/p1. */
  path: string;
};

const config = harnessConfig<ContentPagesHarnessConfig>();

/** The admin frame: the address, which tests read, and the global confirmation dialog. */
function Frame() {
  const { pathname, search } = useLocation();
  return (
    <ConfirmProvider>
      <output data-testid="location">{pathname + search}</output>
      <Outlet />
    </ConfirmProvider>
  );
}

const ROOT_DATA = {
  shell: testShellData({ ...registeredSession, rights: ['admin.access', 'cms.edit'] }, 'full', {
    languages: [
      { code: 'de-DE', isDefault: true },
      { code: 'en-GB', isDefault: false },
    ],
    defaultLanguage: 'de-DE',
  }),
  cookieConsent: null,
  year: 2026,
};

function SettingsRoute() {
  const { pathname } = useLocation();
  const id = pathname.split('/').at(-1)!;
  return <ContentPageSettingsPage key={id} id={id} />;
}

/** The findings list on its own, as the page builder will show it: the selected block is shown. */
function FindingsRoute() {
  const [selected, setSelected] = useState('');
  return (
    <>
      <PublishCheckList findings={SAMPLE_FINDINGS} onSelectBlock={(blockId) => setSelected(blockId)} />
      <output data-testid="selected-block">{selected}</output>
    </>
  );
}

function App() {
  const [i18n] = useState(() => createI18n('en-GB', 'en-GB', catalogueForLanguage('en-GB')));
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <Frame />,
          children: [
            { path: '/admin/pages', element: <ContentPagesPage /> },
            { path: '/admin/pages/:id', element: <SettingsRoute /> },
            { path: '/admin/pages/:id/edit', element: <h1 data-testid="builder-page">Builder</h1> },
            { path: '/admin/dashboard', element: <h1 data-testid="dashboard-page">Dashboard</h1> },
            { path: '/publish-check-list', element: <FindingsRoute /> },
          ],
        },
      ],
      { initialEntries: [config.path] },
    ),
  );
  return (
    <RootDataContext value={ROOT_DATA}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
          <Toaster />
        </I18nextProvider>
      </QueryClientProvider>
    </RootDataContext>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
