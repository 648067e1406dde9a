import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import type { ShellData } from '@print/core/shell-data';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '../lib/api/query-client.ts';
import { createI18n } from '../lib/i18n/create-i18n.ts';
import { ConfirmProvider } from '../shell/confirm/confirm-provider.tsx';
import { RootDataContext } from '../shell/shell-context.tsx';
import { testShellData } from '../shell/test-helpers.tsx';
import { Toaster } from '../shell/toaster.tsx';

// The browser side of every harness (browser-driver.ts opens them): the providers the shell gives a
// screen — its data, translations, the query client, toasts — and a memory router whose frame holds
// the global confirmation dialog (it closes on navigation, so it lives inside the router, as in the
// app) and the address, which tests read (test id "location").

export type MountOptions = {
  /** The address the router starts at (default /). */
  path?: string;
  /** The shell's data: the session with its rights, the tenant's languages (default: signed out). */
  shell?: ShellData;
  /** The language of the interface texts (default en-GB). */
  language?: string;
  /** Shown in the frame above every page: a link elsewhere, an output the test reads. */
  header?: ReactNode;
  /** Shown beside the toasts, outside the router (e.g. the developer overlay). */
  aside?: ReactNode;
};

function Frame({ header }: { header: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <ConfirmProvider>
      {header}
      <output data-testid="location">{pathname + search}</output>
      <Outlet />
    </ConfirmProvider>
  );
}

/** Renders `pages` (address → page) into the harness page's #root inside the shell's providers. */
export function mountHarness(pages: Record<string, ReactNode>, options: MountOptions = {}) {
  const { path = '/', shell = testShellData(null), language = 'en-GB', header, aside } = options;
  const rootData = { shell, origin: 'http://localhost', cookieConsent: null, year: 2026 };
  function App() {
    const [i18n] = useState(() => createI18n(language, language, catalogueForLanguage(language)));
    const [queryClient] = useState(createQueryClient);
    const [router] = useState(() =>
      createMemoryRouter(
        [
          {
            element: <Frame header={header} />,
            children: Object.entries(pages).map(([at, element]) => ({ path: at, element })),
          },
        ],
        { initialEntries: [path] },
      ),
    );
    return (
      <RootDataContext value={rootData}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <RouterProvider router={router} />
            <Toaster />
            {aside}
          </I18nextProvider>
        </QueryClientProvider>
      </RootDataContext>
    );
  }
  createRoot(document.getElementById('root')!).render(<App />);
}
