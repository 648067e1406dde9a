import type { PriceListFileFormat } from '@print/core/pricing/price-list-csv';
import type { PriceListSortField } from '@print/core/pricing/price-list-rules';
import type { SortDirection } from '@print/core/users/account-admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// Operations of the price lists administration (server: modules/pricing/price-lists.schema.ts).

const PriceListFields = graphql(`
  fragment PriceListFields on PriceList {
    id
    name
    currency
    priceEntry
    taxCategory
    archived
    scaleCount
    productCount
  }
`);

export type PriceList = ResultOf<typeof PriceListFields>;

export type PriceListParams = {
  search: string;
  archived: boolean | null;
  offset: number;
  limit: number;
  sortBy: PriceListSortField;
  sortDirection: SortDirection;
};

const LIST = graphql(
  `
    query PriceLists(
      $search: String
      $archived: Boolean
      $offset: Int
      $limit: Int
      $sortBy: PriceListSortField
      $sortDirection: SortDirection
    ) {
      priceLists(
        search: $search
        archived: $archived
        offset: $offset
        limit: $limit
        sortBy: $sortBy
        sortDirection: $sortDirection
      ) {
        total
        items {
          ...PriceListFields
        }
      }
    }
  `,
  [PriceListFields],
);

const DETAIL = graphql(
  `
    query PriceList($id: ID!) {
      priceList(id: $id) {
        ...PriceListFields
        variants {
          id
          code
          name
          productName
        }
      }
    }
  `,
  [PriceListFields],
);

export type PriceListDetail = NonNullable<ResultOf<typeof DETAIL>['priceList']>;

const CREATE = graphql(
  `
    mutation CreatePriceList($input: PriceListInput!) {
      createPriceList(input: $input) {
        ...PriceListFields
      }
    }
  `,
  [PriceListFields],
);

const UPDATE = graphql(
  `
    mutation UpdatePriceList($id: ID!, $input: PriceListInput!) {
      updatePriceList(id: $id, input: $input) {
        ...PriceListFields
      }
    }
  `,
  [PriceListFields],
);

const ARCHIVE = graphql(
  `
    mutation ArchivePriceList($id: ID!) {
      archivePriceList(id: $id) {
        ...PriceListFields
      }
    }
  `,
  [PriceListFields],
);

const RESTORE = graphql(
  `
    mutation RestorePriceList($id: ID!) {
      restorePriceList(id: $id) {
        ...PriceListFields
      }
    }
  `,
  [PriceListFields],
);

const REPORT = graphql(`
  fragment PriceListImportReportFields on PriceListImportReport {
    added
    changed
    removed
    unchanged
    applied
    errors {
      line
      key
      params
    }
    changes {
      kind
      variantCode
      minQuantity
      beforeMinor
      afterMinor
    }
  }
`);

export type ImportReport = ResultOf<typeof REPORT>;

const PREVIEW_IMPORT = graphql(
  `
    mutation PreviewPriceListImport($id: ID!, $file: String!) {
      previewPriceListImport(id: $id, file: $file) {
        ...PriceListImportReportFields
      }
    }
  `,
  [REPORT],
);

const IMPORT = graphql(
  `
    mutation ImportPriceList($id: ID!, $file: String!) {
      importPriceList(id: $id, file: $file) {
        ...PriceListImportReportFields
      }
    }
  `,
  [REPORT],
);

const FILE = graphql(`
  query PriceListFile($id: ID!, $format: PriceListFileFormat!) {
    priceListFile(id: $id, format: $format)
  }
`);

/** Every query of the price lists (the table's pages and each editor). */
export const PRICE_LISTS_KEY = ['admin', 'priceLists'] as const;

export const priceListsQuery = (params: PriceListParams) =>
  queryOptions({
    queryKey: [...PRICE_LISTS_KEY, 'page', params],
    queryFn: async () => (await graphqlRequest(LIST, params)).priceLists,
    placeholderData: keepPreviousData,
  });

export const priceListQuery = (id: string) =>
  queryOptions({
    queryKey: [...PRICE_LISTS_KEY, 'detail', id],
    queryFn: async () => (await graphqlRequest(DETAIL, { id })).priceList,
  });

export type PriceListInput = {
  name: string;
  currency: string;
  priceEntry: 'net' | 'gross';
  taxCategory: string;
};

export async function createPriceList(input: PriceListInput): Promise<PriceList> {
  return (await graphqlRequest(CREATE, { input })).createPriceList;
}

/** Saves the list's settings; the scales change one at a time (price-list-scales-api.ts). */
export async function updatePriceList(id: string, input: PriceListInput) {
  return (await graphqlRequest(UPDATE, { id, input })).updatePriceList;
}

export async function setPriceListArchived(id: string, archived: boolean): Promise<PriceList> {
  if (archived) return (await graphqlRequest(ARCHIVE, { id })).archivePriceList;
  return (await graphqlRequest(RESTORE, { id })).restorePriceList;
}

export async function previewImport(id: string, file: string): Promise<ImportReport> {
  return (await graphqlRequest(PREVIEW_IMPORT, { id, file })).previewPriceListImport;
}

export async function applyImport(id: string, file: string): Promise<ImportReport> {
  return (await graphqlRequest(IMPORT, { id, file })).importPriceList;
}

export async function priceListFile(id: string, format: PriceListFileFormat): Promise<string> {
  return (await graphqlRequest(FILE, { id, format })).priceListFile;
}
