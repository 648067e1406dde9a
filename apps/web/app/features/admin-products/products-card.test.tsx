import type { SessionInfo } from '@print/core/auth/auth-api';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { registeredSession, renderWithShell, testTexts as texts } from '../../shell/test-helpers.tsx';
import { parseTableView } from '../../ui/admin-kit/table-view.ts';
import { productListVariables } from './product-filters.ts';
import { adminProductsQuery, productCountsQuery, type ProductListRow } from './product-list-api.ts';
import { ProductsCard } from './products-card.tsx';
import { ConfirmProvider } from '../../shell/confirm/confirm-provider.tsx';
import { ProductsPage } from './products-page.tsx';
import { PRODUCTS_VIEW } from './products-table.tsx';

// The dashboard's Products card and the products list it leads to, rendered with the data the browser
// would have loaded.

const session: SessionInfo = {
  ...registeredSession,
  rights: ['admin.access', 'catalog.read', 'catalog.write', 'orders.read'],
};

function render(url: string, element: ReactNode, fill: (client: QueryClient) => void = () => {}) {
  const client = createQueryClient();
  fill(client);
  return renderWithShell(url, <QueryClientProvider client={client}>{element}</QueryClientProvider>, session);
}

const counts = { published: 12, unpublished: 3, archived: 2, outOfStock: 1 };

describe('the Products card', () => {
  it('counts the products per state, each a link to the list filtered to them', () => {
    const html = render('/admin/dashboard', <ProductsCard />, (client) =>
      client.setQueryData(productCountsQuery().queryKey, counts),
    );
    // The link's target, its label and its number.
    const link = (key: string) => {
      const anchor = html.match(new RegExp(`<a [^>]*data-testid="dashboard-products-${key}"[^>]*>(.*?)</a>`));
      const inner = anchor?.[1]?.match(/<span>([^<]*)<\/span><strong[^>]*>(\d+)</);
      return [anchor?.[0].match(/href="([^"]*)"/)?.[1], inner?.[1], inner?.[2]];
    };
    expect(link('published')).toEqual([
      '/admin/products?status=published',
      texts['admin.productPublished'],
      '12',
    ]);
    expect(link('unpublished')).toEqual([
      '/admin/products?status=unpublished',
      texts['admin.productUnpublished'],
      '3',
    ]);
    expect(link('archived')).toEqual([
      '/admin/products?status=archived',
      texts['admin.productArchived'],
      '2',
    ]);
    expect(link('outOfStock')).toEqual(['/admin/products?stock=out', texts['admin.productsOutOfStock'], '1']);
  });
});

describe('the products list under the card’s out-of-stock link', () => {
  it('asks for the sold-out products and shows the stock filter set', () => {
    const url = '/admin/products?stock=out';
    const params = new URL(url, 'http://localhost').searchParams;
    const variables = productListVariables(
      parseTableView(params, PRODUCTS_VIEW),
      (name) => params.get(name) ?? '',
    );
    expect(variables.outOfStock).toBe(true);
    const soldOut: ProductListRow = {
      id: 'p9',
      name: 'Poster A1',
      slug: 'poster-a1',
      articleCode: 'PO-A1',
      published: true,
      archived: false,
      orderable: true,
      thumbnailUrl: null,
      stock: 0,
      fromPrice: null,
    };
    const html = render(
      url,
      <ConfirmProvider>
        <ProductsPage />
      </ConfirmProvider>,
      (client) => client.setQueryData(adminProductsQuery(variables).queryKey, { total: 1, items: [soldOut] }),
    );
    expect(html).toContain('data-testid="product-link-poster-a1"');
    expect(html).toMatch(/data-testid="products-filter-stock"[^]*?Out of stock/);
  });
});
