import type { SessionInfo } from '@print/core/auth/auth-api';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { VISITOR_CART } from '../../lib/cart/cart-queries.ts';
import { ConfirmProvider } from '../../shell/confirm/confirm-provider.tsx';
import { renderWithShell } from '../../shell/test-helpers.tsx';
import { cartItemsQuery, punchOutSessionQuery } from './cart-api.ts';
import { cartPricingQuery } from './cart-pricing.ts';
import type { CartItem, CartKind, PunchOutSession } from './cart-api.ts';

// The cart pages render on the server (no window); their data loads in the browser, so the server
// shows the loading state, and the lists once the query cache holds them. Shared by the cart pages' tests.

export const item = (overrides: Partial<CartItem> & { id: string }): CartItem => ({
  kind: 'cart',
  productId: 'p1',
  variantId: null,
  variant: null,
  quantity: 250,
  customName: null,
  customDescription: null,
  modifiedAt: '2026-03-04T12:00:00.000Z',
  price: { unitPriceMinor: 8, totalMinor: 2000, currency: 'EUR' },
  product: {
    slug: 'business-card',
    articleCode: null,
    name: 'Business card',
    imageUrl: '/media/card.webp',
    stock: null,
    available: true,
    personalised: true,
  },
  ...overrides,
});

/** The lists of the areas, and the punch-out session (null: none) as the cache holds them. */
export type Prefill = Partial<Record<CartKind, CartItem[]>> & {
  punchOut?: PunchOutSession | null;
  /** The shop's total label and additional pricing text (order workflow settings). */
  pricing?: { totalLabel: string; additionalPricingText: string };
  /** The language the pricing was asked in (the page renders in en-GB). */
  pricingLanguage?: string;
};

export function render(
  url: string,
  page: ReactNode,
  session: SessionInfo | null,
  prefill: Prefill = {},
  allowTemporaryUsers = true,
) {
  const client = createQueryClient();
  const userKey = session?.userId ?? VISITOR_CART;
  const { punchOut, pricing, pricingLanguage = 'en-GB', ...lists } = prefill;
  for (const [kind, items] of Object.entries(lists)) {
    client.setQueryData(cartItemsQuery(userKey, kind as CartKind).queryKey, items);
  }
  if (punchOut !== undefined) client.setQueryData(punchOutSessionQuery(userKey).queryKey, punchOut);
  if (pricing) client.setQueryData(cartPricingQuery(userKey, pricingLanguage).queryKey, pricing);
  const html = renderWithShell(
    url,
    <QueryClientProvider client={client}>
      <ConfirmProvider>{page}</ConfirmProvider>
    </QueryClientProvider>,
    session,
    'full',
    { allowTemporaryUsers },
  );
  return { html, client };
}

export const fetchSpy = () => {
  const spy = vi.fn(() => Promise.reject(new Error('no fetch during server rendering')));
  vi.stubGlobal('fetch', spy);
  return spy;
};

/** The HTML of each rendered item, by id. */
export const itemsOf = (html: string) =>
  html
    .split('data-testid="cart-item"')
    .slice(1)
    .map((part) => ({ id: /data-item-id="([^"]+)"/.exec(part)?.[1], html: part }));

/** A text as React writes it into HTML. */
export const escaped = (text: string) => text.replaceAll("'", '&#x27;');
