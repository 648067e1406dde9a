import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { ADMIN_PRODUCTS_KEY } from './products-api.ts';

// The Inventory Management tab's operations (server: modules/catalog/variants-and-stock/inventory.schema.ts; catalog.read
// to read, catalog.write to save). The settings are saved at once, with the tab's own button.

const ProductInventoryFields = graphql(`
  fragment ProductInventoryFields on ProductInventory {
    productId
    tracking
    stock
    warningThreshold
    variants {
      id
      code
      name
      published
      archived
      stock
    }
  }
`);

const PRODUCT_INVENTORY = graphql(
  `
    query ProductInventory($productId: ID!) {
      productInventory(productId: $productId) {
        ...ProductInventoryFields
      }
    }
  `,
  [ProductInventoryFields],
);

const SAVE_STOCK_SETTINGS = graphql(
  `
    mutation SaveStockSettings($input: StockSettingsInput!) {
      saveStockSettings(input: $input) {
        ...ProductInventoryFields
      }
    }
  `,
  [ProductInventoryFields],
);

export type ProductInventory = ResultOf<typeof ProductInventoryFields>;
export type StockSettingsInput = VariablesOf<typeof SAVE_STOCK_SETTINGS>['input'];

export const productInventoryQuery = (productId: string) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'inventory', productId],
    queryFn: async (): Promise<ProductInventory> =>
      (await graphqlRequest(PRODUCT_INVENTORY, { productId })).productInventory,
  });

export async function saveStockSettings(input: StockSettingsInput): Promise<ProductInventory> {
  return (await graphqlRequest(SAVE_STOCK_SETTINGS, { input })).saveStockSettings;
}
