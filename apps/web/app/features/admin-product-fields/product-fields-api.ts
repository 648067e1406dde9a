import type { LocalizedText } from '@print/core/i18n/localized-text';
import type { ProductFieldOption } from '@print/core/catalog/product-field-admin';
import type { ElementConditions } from '@print/core/print/template-types';
import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { PRODUCT_FIELDS_KEY } from '../../lib/admin/query-keys.ts';

export { PRODUCT_FIELDS_KEY };
export { productMetaFieldsQuery, type MetaField } from '../../lib/admin/product-meta-fields.ts';

// The product-field library, the product meta fields and a product's fields (server:
// modules/catalog/fields/product-fields-admin.schema.ts). Texts per language come as JSON maps.

const LIBRARY_FIELD = graphql(`
  fragment LibraryField on ProductFieldDefinition {
    id
    name
    type
    required
    label
    options
    min
    max
    step
    defaultValue
    defaultUrl
    order
    useCount
  }
`);

const LIBRARY = graphql(
  `
    query ProductFieldLibrary {
      productFieldLibrary {
        ...LibraryField
      }
    }
  `,
  [LIBRARY_FIELD],
);

type RawLibraryField = ResultOf<typeof LIBRARY_FIELD>;
export type LibraryField = Omit<RawLibraryField, 'label' | 'options'> & {
  label: LocalizedText;
  options: ProductFieldOption[];
};
export type ProductFieldDefinitionInput = VariablesOf<typeof CREATE>['input'];

export const productFieldLibraryQuery = queryOptions({
  queryKey: [...PRODUCT_FIELDS_KEY, 'library'],
  queryFn: async (): Promise<LibraryField[]> =>
    (await graphqlRequest(LIBRARY, {})).productFieldLibrary as LibraryField[],
});

const CREATE = graphql(`
  mutation CreateProductField($input: ProductFieldDefinitionInput!) {
    createProductField(input: $input) {
      id
    }
  }
`);
const UPDATE = graphql(`
  mutation UpdateProductField($id: ID!, $input: ProductFieldDefinitionInput!) {
    updateProductField(id: $id, input: $input) {
      id
    }
  }
`);
const DELETE = graphql(`
  mutation DeleteProductField($id: ID!) {
    deleteProductField(id: $id)
  }
`);
const REORDER = graphql(`
  mutation ReorderProductFields($ids: [ID!]!) {
    reorderProductFields(ids: $ids) {
      id
    }
  }
`);

export async function saveLibraryField(id: string | null, input: ProductFieldDefinitionInput): Promise<void> {
  if (id) await graphqlRequest(UPDATE, { id, input });
  else await graphqlRequest(CREATE, { input });
}
export async function deleteLibraryField(id: string): Promise<void> {
  await graphqlRequest(DELETE, { id });
}
export async function reorderLibraryFields(ids: readonly string[]): Promise<void> {
  await graphqlRequest(REORDER, { ids: [...ids] });
}

// Product meta fields

export type ProductMetaFieldInput = VariablesOf<typeof CREATE_META>['input'];

const CREATE_META = graphql(`
  mutation CreateProductMetaField($input: ProductMetaFieldInput!) {
    createProductMetaField(input: $input) {
      id
    }
  }
`);
const UPDATE_META = graphql(`
  mutation UpdateProductMetaField($id: ID!, $input: ProductMetaFieldInput!) {
    updateProductMetaField(id: $id, input: $input) {
      id
    }
  }
`);
const DELETE_META = graphql(`
  mutation DeleteProductMetaField($id: ID!) {
    deleteProductMetaField(id: $id)
  }
`);
const REORDER_META = graphql(`
  mutation ReorderProductMetaFields($ids: [ID!]!) {
    reorderProductMetaFields(ids: $ids) {
      id
    }
  }
`);

export async function saveMetaField(id: string | null, input: ProductMetaFieldInput): Promise<void> {
  if (id) await graphqlRequest(UPDATE_META, { id, input });
  else await graphqlRequest(CREATE_META, { input });
}
export async function deleteMetaField(id: string): Promise<void> {
  await graphqlRequest(DELETE_META, { id });
}
export async function reorderMetaFields(ids: readonly string[]): Promise<void> {
  await graphqlRequest(REORDER_META, { ids: [...ids] });
}

// A product's fields (the product editor's Fields tab)

const USES = graphql(`
  query ProductFieldUses($productId: ID!) {
    productFieldUses(productId: $productId) {
      fieldId
      name
      type
      options
      min
      max
      step
      libraryLabel
      libraryRequired
      libraryDefault
      label
      required
      defaultValue
      conditions
    }
  }
`);
export type FieldUse = Omit<
  ResultOf<typeof USES>['productFieldUses'][number],
  'options' | 'libraryLabel' | 'label' | 'conditions'
> & {
  options: ProductFieldOption[];
  libraryLabel: LocalizedText;
  label: LocalizedText | null;
  conditions: ElementConditions;
};
export type ProductFieldUseInput = VariablesOf<typeof SAVE_USES>['fields'][number];

export const productFieldUsesQuery = (productId: string) =>
  queryOptions({
    queryKey: [...PRODUCT_FIELDS_KEY, 'uses', productId],
    queryFn: async (): Promise<FieldUse[]> =>
      (await graphqlRequest(USES, { productId })).productFieldUses as FieldUse[],
  });

const SAVE_USES = graphql(`
  mutation SaveProductFieldUses($productId: ID!, $fields: [ProductFieldUseInput!]!) {
    saveProductFieldUses(productId: $productId, fields: $fields) {
      fieldId
    }
  }
`);

export async function saveFieldUses(productId: string, fields: ProductFieldUseInput[]): Promise<void> {
  await graphqlRequest(SAVE_USES, { productId, fields });
}
