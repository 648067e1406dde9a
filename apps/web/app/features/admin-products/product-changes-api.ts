import type { ProductSettingsInput, ProductTemplateKey } from '@print/core/catalog/product-settings';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// The products administration's changes (server: modules/catalog/products/admin/product-settings.schema.ts,
// catalog.write): create, the Settings tab, publish, archive, copy and delete.

const CREATE_PRODUCT = graphql(`
  mutation CreateProduct($name: String!, $slug: String!) {
    createProduct(name: $name, slug: $slug) {
      id
    }
  }
`);

const SET_PUBLISHED = graphql(`
  mutation SetProductPublished($id: ID!, $published: Boolean!) {
    setProductPublished(id: $id, published: $published) {
      id
      published
    }
  }
`);

const SET_ARCHIVED = graphql(`
  mutation SetProductArchived($id: ID!, $archived: Boolean!) {
    setProductArchived(id: $id, archived: $archived) {
      id
      archived
    }
  }
`);

const COPY_PRODUCT = graphql(`
  mutation CopyProduct($id: ID!) {
    copyProduct(id: $id) {
      id
    }
  }
`);

const DELETE_PRODUCT = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id)
  }
`);

const UPDATE_SETTINGS = graphql(`
  mutation UpdateProductSettings($id: ID!, $input: ProductSettingsInput!) {
    updateProductSettings(id: $id, input: $input) {
      id
    }
  }
`);

export const createProduct = async (name: string, slug: string) =>
  (await graphqlRequest(CREATE_PRODUCT, { name, slug })).createProduct;

export const setProductPublished = async (id: string, published: boolean) =>
  (await graphqlRequest(SET_PUBLISHED, { id, published })).setProductPublished;

export const setProductArchived = async (id: string, archived: boolean) =>
  (await graphqlRequest(SET_ARCHIVED, { id, archived })).setProductArchived;

export const copyProduct = async (id: string) => (await graphqlRequest(COPY_PRODUCT, { id })).copyProduct;

export const deleteProduct = async (id: string) =>
  (await graphqlRequest(DELETE_PRODUCT, { id })).deleteProduct;

const entries = (texts: Record<string, string>) =>
  Object.entries(texts).map(([language, text]) => ({ language, text }));

export type SettingsValues = Omit<ProductSettingsInput, 'templateKey'> & {
  templateKey: ProductTemplateKey | 'custom' | null;
};

export const updateProductSettings = async (id: string, values: SettingsValues) =>
  (
    await graphqlRequest(UPDATE_SETTINGS, {
      id,
      input: { ...values, names: entries(values.names), descriptions: entries(values.descriptions) },
    })
  ).updateProductSettings;

const UPDATE_ACCESS = graphql(`
  mutation UpdateProductAccess($id: ID!, $categoryIds: [ID!]!, $accessRoles: [String!]!) {
    updateProductAccess(id: $id, categoryIds: $categoryIds, accessRoles: $accessRoles) {
      id
    }
  }
`);

export const updateProductAccess = async (id: string, categoryIds: string[], accessRoles: string[]) =>
  (await graphqlRequest(UPDATE_ACCESS, { id, categoryIds, accessRoles })).updateProductAccess;
