import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// The shop's own stock photo provider key (server: modules/content/stock-photos/
// stock-photo-settings.schema.ts, right tenant.settings): the key is write-only, read masked.

const StockPhotoSettingsFields = graphql(`
  fragment StockPhotoSettingsFields on StockPhotoSettings {
    appName
    accessKey
    platformKey
    platformAppName
  }
`);

const QUERY = graphql(
  `
    query StockPhotoSettings {
      stockPhotoSettings {
        ...StockPhotoSettingsFields
      }
    }
  `,
  [StockPhotoSettingsFields],
);

const UPDATE = graphql(
  `
    mutation UpdateStockPhotoSettings($input: StockPhotoSettingsInput!) {
      updateStockPhotoSettings(input: $input) {
        ...StockPhotoSettingsFields
      }
    }
  `,
  [StockPhotoSettingsFields],
);

export type StockPhotoSettingsView = ResultOf<typeof StockPhotoSettingsFields>;
/** The key omitted (keep), '' (remove) or the new value (replace). */
export type StockPhotoSettingsInput = VariablesOf<typeof UPDATE>['input'];

export const STOCK_PHOTO_SETTINGS_KEY = ['admin', 'stockPhotoSettings'] as const;

export const stockPhotoSettingsQuery = queryOptions({
  queryKey: STOCK_PHOTO_SETTINGS_KEY,
  queryFn: async (): Promise<StockPhotoSettingsView> => (await graphqlRequest(QUERY, {})).stockPhotoSettings,
});

export async function updateStockPhotoSettings(
  input: StockPhotoSettingsInput,
): Promise<StockPhotoSettingsView> {
  return (await graphqlRequest(UPDATE, { input })).updateStockPhotoSettings;
}
