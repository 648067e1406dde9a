import type { ProductRowProps } from '@print/core/pages/blocks/index';
import { formatMoney } from '@print/core/pricing/money';
import { productPath } from '@print/core/shop-paths';
import type { ServerApi } from '@print/core/ssr-api';
import type { ResultOf } from 'gql.tada';
import { graphql, serverQuery } from '../../lib/api/graphql.ts';
import type { ProductRowData } from './product-row-block.tsx';

// The products of a CMS page's product rows (issue 25), read by the page's route loader for all its rows
// at once (the server's `productRows`: a fixed number of statements however many rows). The server
// decides what the viewer sees (roles) and prices it; a random row comes as a pool the row draws from.

const PRODUCT_ROWS_QUERY = graphql(`
  query ProductRows($rows: [ProductRowInput!]!, $language: String) {
    productRows(rows: $rows, language: $language) {
      id
      products {
        slug
        name
        imageUrl: coverImageUrl
        images {
          alt
        }
        available
        unavailableReason
        fromPrice {
          quantity
          total {
            amountMinor
            currency
          }
        }
      }
    }
  }
`);

type RowProduct = ResultOf<typeof PRODUCT_ROWS_QUERY>['productRows'][number]['products'][number];

/** A page's product row block: its id and props as the page reader left them. */
export type ProductRowOfPage = { id: string; props: ProductRowProps };

/** The server reads at most this many rows per page (PRODUCT_ROWS_PER_REQUEST); more show their titles. */
const ROWS_PER_PAGE = 60;

const rowProduct = (product: RowProduct, language: string): ProductRowData['products'][number] => ({
  name: product.name,
  path: productPath(product.slug),
  imageUrl: product.imageUrl,
  alt: product.images[0]?.alt || product.name,
  price: product.fromPrice && {
    total: formatMoney(product.fromPrice.total.amountMinor, product.fromPrice.total.currency, language),
    quantity: product.fromPrice.quantity,
  },
  unavailable: product.available ? null : product.unavailableReason === 'outOfStock' ? 'outOfStock' : 'other',
});

/**
 * Each row's products by block id (the page's block data); none when the page has no product row. Names
 * come in `language` (the request's, or the page builder's editing language), and prices are written in
 * it here, so the row needs no money formatting in the browser.
 */
export async function loadProductRows(
  api: ServerApi,
  language: string,
  blocks: readonly ProductRowOfPage[],
): Promise<Record<string, ProductRowData>> {
  if (blocks.length === 0) return {};
  const rows = blocks.slice(0, ROWS_PER_PAGE).map(({ id, props }) => ({
    id,
    source: props.source,
    categoryId: props.categoryId || null,
    productIds: props.productIds,
    limit: props.limit,
  }));
  const { data, errors } = await serverQuery(api, PRODUCT_ROWS_QUERY, { rows, language });
  // Public, as the catalogue: an error is unexpected, so the page fails (500, never kept) rather than
  // being kept without its products.
  if (!data || errors.length > 0) {
    throw new Error(`Product rows query failed: ${errors.map((error) => error.message).join('; ')}`);
  }
  return Object.fromEntries(
    data.productRows.map((row) => [
      row.id,
      { products: row.products.map((product) => rowProduct(product, language)) },
    ]),
  );
}
