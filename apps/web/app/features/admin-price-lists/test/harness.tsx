import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import type { Right } from '@print/core/rights';
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
import { PriceListEditor } from '../price-list-editor.tsx';
import type { PriceListDetail } from '../price-lists-api.ts';

// The browser entry of the price list editor's component tests (price-list-scales.browser.test.ts):
// the editor of one list on a page of a memory router, inside the providers the admin shell gives it.
// The test answers its GraphQL requests.

export type PriceListHarnessConfig = {
  /** The address the router starts at, e.g. /admin/price-lists/l1?tab=scales. */
  path: string;
  /** The signed-in admin's rights. */
  rights: Right[];
};

const config = harnessConfig<PriceListHarnessConfig>();

export const HARNESS_LIST: PriceListDetail = {
  id: 'l1',
  name: 'Plakate',
  currency: 'EUR',
  priceEntry: 'net',
  taxCategory: 'standard',
  archived: false,
  scaleCount: 60,
  productCount: 1,
  variants: [{ id: 'v1', code: 'PO-GLOSS', name: 'Glossy', productName: 'Poster' }],
};

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
  shell: testShellData({ ...registeredSession, rights: config.rights }),
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
          element: <Frame />,
          children: [
            {
              path: '/admin/price-lists/:id',
              element: <PriceListEditor list={HARNESS_LIST} onImported={() => {}} />,
            },
            { path: '/admin/price-lists', element: <h1 data-testid="list-page">Price lists</h1> },
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
