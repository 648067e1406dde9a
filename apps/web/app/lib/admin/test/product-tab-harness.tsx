import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { createQueryClient } from '../../api/query-client.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { ConfirmProvider } from '../../../shell/confirm/confirm-provider.tsx';
import { RootDataContext } from '../../../shell/shell-context.tsx';
import { registeredSession, testShellData } from '../../../shell/test-helpers.tsx';
import { Toaster } from '../../../shell/toaster.tsx';
import type { ProductTabProps } from '../product-editor-tab.ts';

// What the browser harnesses of the product editor's tabs share: the providers the admin shell gives
// a tab, and a stand-in for the editor (AdminEditor) that keeps the tab's state as the editor does and
// saves it from a form of its own ('tab-form', Save 'tab-save'; 'tab-dirty' says whether it changed).

/** The stand-in editor around one tab: its Save calls the tab's save, as the editor's Save does. */
export function TabHost({ tab: Tab }: { tab: ComponentType<ProductTabProps> }) {
  const [dirty, setDirty] = useState(false);
  const save = useRef<() => Promise<boolean>>(async () => false);
  const onState = useCallback((state: { dirty: boolean; save: () => Promise<boolean> }) => {
    save.current = state.save;
    setDirty(state.dirty);
  }, []);
  return (
    <form
      data-testid="tab-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save.current();
      }}
    >
      <output data-testid="tab-dirty">{String(dirty)}</output>
      <button type="submit" data-testid="tab-save">
        Save
      </button>
      <Tab productId="p1" onState={onState} />
    </form>
  );
}

const ROOT_DATA = { shell: testShellData(registeredSession), cookieConsent: null, year: 2026 };

function Frame() {
  return (
    <ConfirmProvider>
      <output data-testid="ready">ready</output>
      <Outlet />
    </ConfirmProvider>
  );
}

/** Shows `pages[path]` inside the admin's providers (translations in en-GB, queries, toasts). */
export function mountHarness(pages: Record<string, ReactNode>, path: string) {
  function App() {
    const [i18n] = useState(() => createI18n('en-GB', 'en-GB', catalogueForLanguage('en-GB')));
    const [queryClient] = useState(createQueryClient);
    const [router] = useState(() =>
      createMemoryRouter(
        [
          {
            element: <Frame />,
            children: Object.entries(pages).map(([at, element]) => ({ path: at, element })),
          },
        ],
        { initialEntries: [path] },
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
}
