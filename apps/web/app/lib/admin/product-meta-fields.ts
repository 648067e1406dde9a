import type { LocalizedText } from '@print/core/i18n/localized-text';
import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../api/graphql.ts';
import { graphqlRequest } from '../api/graphql-request.ts';
import { PRODUCT_FIELDS_KEY } from './query-keys.ts';

// The product meta fields as two admin areas read them: the Product meta fields screen edits them, the
// product editor's Meta Fields tab fills them in per product (server:
// modules/catalog/fields/product-fields-admin.schema.ts). Labels per language come as JSON maps.

const META_LIST = graphql(`
  query ProductMetaFields {
    productMetaFields {
      id
      name
      type
      required
      label
      order
    }
  }
`);
export type MetaField = Omit<ResultOf<typeof META_LIST>['productMetaFields'][number], 'label'> & {
  label: LocalizedText;
};

export const productMetaFieldsQuery = queryOptions({
  queryKey: [...PRODUCT_FIELDS_KEY, 'meta'],
  queryFn: async (): Promise<MetaField[]> =>
    (await graphqlRequest(META_LIST, {})).productMetaFields as MetaField[],
});
