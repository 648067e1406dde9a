import type { CategoryInput } from '@print/core/catalog/category-admin';
import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// Operations of the categories administration (server: modules/catalog/categories/category-admin.schema.ts),
// typed from the schema (lib/api/graphql.ts).

const CATEGORIES_QUERY = graphql(`
  query AdminCategories($language: String) {
    adminCategories(language: $language) {
      id
      slug
      parentId
      sortOrder
      name
      published
      accessRoles
      productCount
    }
  }
`);

const CATEGORY_QUERY = graphql(`
  query AdminCategory($id: ID!, $language: String) {
    adminCategory(id: $id, language: $language) {
      id
      slug
      parentId
      name
      names {
        language
        text
      }
      descriptions {
        language
        text
      }
      published
      accessRoles
      linkUrl
      linkTarget
      displayMode
      productCount
      staticProducts {
        id
        slug
        name
        published
      }
    }
  }
`);

const PRODUCT_OPTIONS_QUERY = graphql(`
  query CategoryProductOptions($search: String!, $language: String) {
    categoryProductOptions(search: $search, language: $language) {
      id
      slug
      name
      published
    }
  }
`);

const CREATE_CATEGORY = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
    }
  }
`);

const UPDATE_CATEGORY = graphql(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
    }
  }
`);

const DELETE_CATEGORY = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id)
  }
`);

const MOVE_CATEGORY = graphql(`
  mutation MoveCategory($id: ID!, $parentId: ID, $position: Int!) {
    moveCategory(id: $id, parentId: $parentId, position: $position)
  }
`);

const REORDER_CATEGORIES = graphql(`
  mutation ReorderCategories($parentId: ID, $ids: [ID!]!) {
    reorderCategories(parentId: $parentId, ids: $ids)
  }
`);

export type AdminCategory = ResultOf<typeof CATEGORIES_QUERY>['adminCategories'][number];
export type CategoryDetail = NonNullable<ResultOf<typeof CATEGORY_QUERY>['adminCategory']>;
export type ProductOption = ResultOf<typeof PRODUCT_OPTIONS_QUERY>['categoryProductOptions'][number];

/** Every category of the shop, flat, in tree order (names in the admin's language). */
export const categoriesQuery = (language: string) =>
  queryOptions({
    queryKey: ['admin', 'categories', language] as const,
    queryFn: async () => (await graphqlRequest(CATEGORIES_QUERY, { language })).adminCategories,
  });

/** The key every categories query starts with: a change asks them all again. */
export const CATEGORIES_KEY = ['admin', 'categories'] as const;

export const categoryQuery = (id: string, language: string) =>
  queryOptions({
    queryKey: ['admin', 'categories', 'one', id, language] as const,
    queryFn: async () => (await graphqlRequest(CATEGORY_QUERY, { id, language })).adminCategory,
  });

export async function searchProductOptions(search: string, language: string): Promise<ProductOption[]> {
  return (await graphqlRequest(PRODUCT_OPTIONS_QUERY, { search, language })).categoryProductOptions;
}

export async function createCategory(input: CategoryInput): Promise<string> {
  return (await graphqlRequest(CREATE_CATEGORY, { input })).createCategory.id;
}

export async function updateCategory(id: string, input: CategoryInput): Promise<void> {
  await graphqlRequest(UPDATE_CATEGORY, { id, input });
}

export async function deleteCategory(id: string): Promise<void> {
  await graphqlRequest(DELETE_CATEGORY, { id });
}

export type CategoryMove = { id: string; parentId: string | null; position: number };

export async function moveCategory(move: CategoryMove): Promise<void> {
  await graphqlRequest(MOVE_CATEGORY, move);
}

export async function reorderCategories(parentId: string | null, ids: readonly string[]): Promise<void> {
  await graphqlRequest(REORDER_CATEGORIES, { parentId, ids: [...ids] });
}
