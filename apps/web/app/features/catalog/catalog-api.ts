import { graphql, type Operation } from '../../lib/api/graphql.ts';
import type { ResultOf } from 'gql.tada';

// The catalogue's GraphQL operations (the server's modules/catalog/**/*.schema.ts), typed from the schema
// (lib/api/graphql.ts). The page data is read by the route loaders on the server (load context `api`);
// only the favourite toggle runs in the browser.

/** What a category link needs: its own page, or the link URL of a link category. */
const CategoryLinkFields = graphql(`
  fragment CategoryLinkFields on Category {
    id
    slug
    name
    linkUrl
    linkTarget
  }
`);

/** A product as the grid's tile shows it. */
export const CatalogProductFields = graphql(`
  fragment CatalogProductFields on Product {
    id
    slug
    name
    # A tile shows the cover image where the shop marked one (decision 0046), else the standard image.
    imageUrl: coverImageUrl
    images {
      url
      thumbnailUrl
      alt
    }
    isFavourite
    available
    unavailableReason
    inStock
    fromPrice {
      quantity
      unitPrice {
        amountMinor
        currency
        display
      }
      total {
        amountMinor
        currency
        display
      }
    }
  }
`);

/** /catalog: the category navigation and one page of all products (or of the search results). */
export const CATALOG_QUERY = graphql(
  `
    query Catalog(
      $categorySlug: String
      $search: String
      $offset: Int
      $limit: Int
      $searching: Boolean = false
    ) {
      # Search results replace the category navigation, so a search does not load it.
      categories @skip(if: $searching) {
        ...CategoryLinkFields
        description
        displayMode
        previewProducts {
          id
          slug
          name
          imageUrl
          images {
            thumbnailUrl
            alt
          }
        }
        subcategories {
          ...CategoryLinkFields
        }
      }
      products(categorySlug: $categorySlug, search: $search, offset: $offset, limit: $limit) {
        total
        items {
          ...CatalogProductFields
        }
      }
    }
  `,
  [CategoryLinkFields, CatalogProductFields],
);

/** /catalog/:category: the category, the top level (for the breadcrumb's parent) and its products. */
export const CATEGORY_QUERY = graphql(
  `
    query CatalogCategory($categorySlug: String!, $search: String, $offset: Int, $limit: Int) {
      category(slug: $categorySlug) {
        ...CategoryLinkFields
        description
        parentId
        subcategories {
          ...CategoryLinkFields
        }
      }
      categories {
        ...CategoryLinkFields
      }
      products(categorySlug: $categorySlug, search: $search, offset: $offset, limit: $limit) {
        total
        items {
          ...CatalogProductFields
        }
      }
    }
  `,
  [CategoryLinkFields, CatalogProductFields],
);

/** The home page's category cards: the top-level categories the visitor sees. */
export const HOME_CATEGORIES_QUERY = graphql(
  `
    query HomeCategories {
      categories {
        ...CategoryLinkFields
        description
      }
    }
  `,
  [CategoryLinkFields],
);

/** A category card of the home page. */
export type HomeCategory = ResultOf<typeof HOME_CATEGORIES_QUERY>['categories'][number];

/** `categories` is absent when searching (skipped). */
export type CatalogQueryResult = ResultOf<typeof CATALOG_QUERY>;
export type CategoryQueryResult = ResultOf<typeof CATEGORY_QUERY>;

export type ProductPage = CatalogQueryResult['products'];
export type CatalogProduct = ProductPage['items'][number];
/** Integer minor units + currency (DESIGN §4), net or gross as the shop shows prices. */
export type CatalogFromPrice = NonNullable<CatalogProduct['fromPrice']>;
export type CatalogAmount = CatalogFromPrice['unitPrice'];
/** A picture in the visitor's language; `alt` falls back to the product name on the server. */
export type ProductImage = CatalogProduct['images'][number];
/** A top-level category of the category navigation on /catalog. */
export type NavCategory = NonNullable<CatalogQueryResult['categories']>[number];
export type PreviewProduct = NavCategory['previewProducts'][number];
export type CategoryLinkData = ResultOf<typeof CategoryLinkFields>;
/** The category of /catalog/:category. */
export type CategoryDetail = NonNullable<CategoryQueryResult['category']>;

export type { Operation };
