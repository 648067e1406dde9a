import type { SessionInfo } from '@print/core/auth/auth-api';
import { browserTextAreas } from '@print/core/i18n/catalogue/areas';
import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import type { ShellData } from '@print/core/shell-data';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../lib/api/query-client.ts';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { ConfirmProvider } from '../../../shell/confirm/confirm-provider.tsx';
import { RootDataContext } from '../../../shell/shell-context.tsx';
import { Toaster } from '../../../shell/toaster.tsx';
import { DevOverlay } from '../../../shell/dev-overlay.tsx';
import { harnessConfig } from '../../../testing/harness-config.ts';
import { ProductForm } from '../product-form.tsx';
import type { ProductFormItem, ProductFormProduct, ProductFormResume } from '../product-form.tsx';

// The browser entry of the product form's component tests (product-form.browser.test.ts bundles it
// with esbuild and opens it in Chromium): the form inside the shell's providers, as the product page
// mounts it. The test sets its configuration (harnessConfig) before this script runs.

export type HarnessConfig = {
  product: ProductFormProduct;
  item: ProductFormItem | null;
  quantity: number;
  variantId: string | null;
  session: SessionInfo | null;
  /** The shop's setting (default true); false: a guest must log in to save (issue 12). */
  allowTemporaryUsers?: boolean;
  /** Back after logging in with a guest's kept typing. */
  resume?: ProductFormResume | null;
  /** Shows the developer overlay beside the form, as in development. */
  devOverlay?: boolean;
};

declare global {
  interface Window {
    /** How often the form called onClose. */
    formClosed: number;
  }
}

const config = harnessConfig<HarnessConfig>();
window.formClosed = 0;

const shell: ShellData = {
  tenant: {
    id: 't1',
    slug: 'demo',
    name: 'Demo',
    companyName: 'Demo Ltd',
    pageTitle: { 'en-GB': 'Demo shop' },
    claim: {},
    allowTemporaryUsers: config.allowTemporaryUsers ?? true,
    languages: [{ code: 'en-GB', isDefault: true }],
    defaultLanguage: 'en-GB',
    header: {
      type: 'default',
      showLogo: true,
      notifications: false,
      favourites: false,
      cart: true,
      search: false,
      topCta: null,
      cta: null,
      mobileLayoutScheme: 'wide-cart',
      userContextMenu: 'full',
    },
    footer: { imprintUrl: '/imprint', privacyUrl: '/privacy', termsUrl: '/terms' },
    home: { heroTitle: {}, heroText: {} },
  },
  session: config.session,
  language: 'en-GB',
  translations: catalogueForLanguage('en-GB'),
  // The test texts are the whole catalogue.
  textAreas: [...browserTextAreas],
  textVersion: 'v1',
  requestId: 'r1',
  isDevelopment: false,
};

function Page() {
  const [open, setOpen] = useState(true);
  if (!open) return <p data-testid="form-closed">closed</p>;
  return (
    <ProductForm
      product={config.product}
      item={config.item}
      quantity={config.quantity}
      variantId={config.variantId}
      resume={config.resume ?? null}
      onClose={() => {
        window.formClosed += 1;
        setOpen(false);
      }}
    />
  );
}

function App() {
  const [i18n] = useState(() => createI18n('en-GB', 'en-GB', shell.translations));
  const [queryClient] = useState(createQueryClient);
  // The confirm dialog closes on navigation, so it lives inside the router, as in the real shell.
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        element: (
          <ConfirmProvider>
            <Page />
          </ConfirmProvider>
        ),
      },
    ]),
  );
  return (
    <RootDataContext value={{ shell, cookieConsent: null, year: 2026 }}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
          <Toaster />
          {config.devOverlay && <DevOverlay />}
        </I18nextProvider>
      </QueryClientProvider>
    </RootDataContext>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
