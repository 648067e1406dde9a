import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../../../lib/api/query-client.ts';
import { createI18n } from '../../../../../lib/i18n/create-i18n.ts';
import { ConfirmProvider } from '../../../../../shell/confirm/confirm-provider.tsx';
import { RootDataContext } from '../../../../../shell/shell-context.tsx';
import { registeredSession, testShellData } from '../../../../../shell/test-helpers.tsx';
import { Toaster } from '../../../../../shell/toaster.tsx';
import { PageBuilderPage } from '../../page-builder-page.tsx';

// The browser entry of the page builder's AI tests (insert-with-ai and regenerate-block
// .browser.test.ts): the whole builder of the page p1 (Puck, its outline, forms and history; the canvas
// frame stays empty here) on a memory router, in a shop with German (default) and English. The test
// answers its GraphQL requests: the page, the AI's status, its tasks and answers.

const ROOT_DATA = {
  shell: testShellData({ ...registeredSession, rights: ['admin.access', 'cms.edit'] }, 'full', {
    languages: [
      { code: 'de-DE', isDefault: true },
      { code: 'en-GB', isDefault: false },
    ],
    defaultLanguage: 'de-DE',
  }),
  origin: 'http://localhost',
  cookieConsent: null,
  year: 2026,
};

function App() {
  const [i18n] = useState(() => createI18n('en-GB', 'en-GB', catalogueForLanguage('en-GB')));
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/admin/pages/:id/edit',
          element: (
            <ConfirmProvider>
              <PageBuilderPage id="p1" />
            </ConfirmProvider>
          ),
        },
      ],
      { initialEntries: ['/admin/pages/p1/edit'] },
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
