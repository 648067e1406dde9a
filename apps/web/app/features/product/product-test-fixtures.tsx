import type { SessionInfo } from '@print/core/auth/auth-api';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { createI18n } from '../../lib/i18n/create-i18n.ts';
import { RootDataContext } from '../../shell/shell-context.tsx';
import { renderWithShell, testShellData } from '../../shell/test-helpers.tsx';
import type { ProductAmount, ProductDetail, ProductPriceRow } from './product-api.ts';

// For the product page tests: a product as the server returns it, and renderers inside the shell.

const amount = (amountMinor: number): ProductAmount => ({
  amountMinor,
  netMinor: amountMinor,
  grossMinor: amountMinor,
  currency: 'EUR',
  display: 'gross',
});

export const priceRow = (quantity: number, unitMinor: number, totalMinor: number): ProductPriceRow => ({
  quantity,
  unitPrice: amount(unitMinor),
  total: amount(totalMinor),
});

export const testProduct = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  id: 'p1',
  slug: 'business-cards',
  name: 'Business cards',
  description: 'Full colour on both sides.',
  seoTitle: '',
  seoDescription: '',
  descriptionRichText: JSON.stringify([
    { type: 'paragraph', children: [{ text: 'Full colour on both sides.' }] },
  ]),
  imageUrl: '/media/front.webp',
  images: [
    { url: '/media/front.webp', thumbnailUrl: '/media/front-thumb.webp', alt: 'Front' },
    { url: '/media/back.webp', thumbnailUrl: '/media/back-thumb.webp', alt: 'Back' },
  ],
  externalMediaUrl: null,
  template: null,
  isFavourite: false,
  variants: [
    { id: 'v-matt', code: 'BC-MATT', name: 'Matt', fieldValues: {}, stock: null, inStock: true },
    { id: 'v-gloss', code: 'BC-GLOSS', name: 'Gloss', fieldValues: {}, stock: null, inStock: true },
  ],
  fields: [],
  categories: [{ slug: 'cards', name: 'Cards' }],
  currency: 'EUR',
  taxCategory: 'standard',
  taxRateBasisPoints: 1900,
  priceDisplay: 'gross',
  priceTable: [priceRow(100, 12, 1200), priceRow(250, 8, 2000), priceRow(500, 6, 3000)],
  stock: null,
  inStock: true,
  orderable: true,
  available: true,
  unavailableReason: null,
  adminHints: null,
  ...overrides,
});

export const personalisableFields: ProductDetail['fields'] = [
  {
    id: 'f1',
    name: 'firstName',
    label: 'First name',
    type: 'text',
    required: true,
    defaultValue: null,
    options: [],
    min: null,
    max: null,
    step: null,
    conditions: {},
  },
];

/** Server-rendered HTML of `element` at `url`, with a query client (returned for cache checks). */
export function renderProduct(
  url: string,
  element: ReactNode,
  session: SessionInfo | null = null,
  client: QueryClient = createQueryClient(),
): { html: string; client: QueryClient } {
  const html = renderWithShell(
    url,
    <QueryClientProvider client={client}>{element}</QueryClientProvider>,
    session,
  );
  return { html, client };
}

/** Like renderProduct, but waits for lazy parts (the product form) as a crawler's render does. */
export async function renderProductComplete(url: string, element: ReactNode): Promise<string> {
  const shell = testShellData(null);
  const Stub = createRoutesStub([
    {
      path: new URL(url, 'http://localhost').pathname,
      Component: () => <QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>,
    },
  ]);
  const { prelude } = await prerenderToNodeStream(
    <RootDataContext value={{ shell, origin: 'http://localhost', cookieConsent: null, year: 2026 }}>
      <I18nextProvider i18n={createI18n(shell.language, shell.tenant.defaultLanguage, shell.translations)}>
        <Stub initialEntries={[url]} />
      </I18nextProvider>
    </RootDataContext>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** A text as React writes it into HTML. */
export const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
