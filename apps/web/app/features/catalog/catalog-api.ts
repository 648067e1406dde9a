// The catalogue's GraphQL operations (the server's modules/catalog/*.schema.ts). The page data is read
// by the route loaders on the server (load context `api`); only the favourite toggle runs in the browser.

/** Integer minor units + currency (DESIGN §4), net or gross as the shop shows prices. */
export type CatalogAmount = { amountMinor: number; currency: string; display: 'net' | 'gross' };

/** The smallest orderable quantity with its unit price and total. */
export type CatalogFromPrice = { quantity: number; unitPrice: CatalogAmount; total: CatalogAmount };

/** A picture in the visitor's language; `alt` falls back to the product name on the server. */
export type ProductImage = { url: string; thumbnailUrl: string; alt: string };

export type CatalogProduct = {
  id: string;
  slug: string;
  name: string;
  /** The main picture (the first of `images`), null without pictures. */
  imageUrl: string | null;
  images: ProductImage[];
  /** null while the product has no usable price. */
  fromPrice: CatalogFromPrice | null;
  available: boolean;
  unavailableReason: 'noPrice' | 'notOrderable' | 'outOfStock' | null;
  inStock: boolean;
  /** On the visitor's watchlist; false without a session. */
  isFavourite: boolean;
};

export type ProductPage = { items: CatalogProduct[]; total: number };

/** What a category link needs: its own page, or the link URL of a link category. */
export type CategoryLinkData = {
  id: string;
  slug: string;
  name: string;
  linkUrl: string | null;
  linkTarget: 'same' | 'new';
};

export type PreviewProduct = Pick<CatalogProduct, 'id' | 'slug' | 'name' | 'imageUrl'> & {
  images: Pick<ProductImage, 'thumbnailUrl' | 'alt'>[];
};

/** A top-level category of the category navigation on /catalog. */
export type NavCategory = CategoryLinkData & {
  description: string;
  previewProducts: PreviewProduct[];
  subcategories: CategoryLinkData[];
};

/** The category of /catalog/:category. */
export type CategoryDetail = CategoryLinkData & {
  description: string;
  parentId: string | null;
  subcategories: CategoryLinkData[];
};

const LINK_FIELDS = 'id slug name linkUrl linkTarget';

export const PRODUCT_FIELDS = /* GraphQL */ `
  id
  slug
  name
  imageUrl
  images { url thumbnailUrl alt }
  isFavourite
  available
  unavailableReason
  inStock
  fromPrice {
    quantity
    unitPrice { amountMinor currency display }
    total { amountMinor currency display }
  }
`;

const PRODUCT_PAGE = `products(categorySlug: $categorySlug, search: $search, offset: $offset, limit: $limit) {
  total
  items { ${PRODUCT_FIELDS} }
}`;

/** /catalog: the category navigation and one page of all products (or of the search results). */
export const CATALOG_QUERY = /* GraphQL */ `
  query Catalog($categorySlug: String, $search: String, $offset: Int, $limit: Int, $searching: Boolean = false) {
    # Search results replace the category navigation, so a search does not load it.
    categories @skip(if: $searching) {
      ${LINK_FIELDS}
      description
      previewProducts { id slug name imageUrl images { thumbnailUrl alt } }
      subcategories { ${LINK_FIELDS} }
    }
    ${PRODUCT_PAGE}
  }
`;

/** /catalog/:category: the category, the top level (for the breadcrumb's parent) and its products. */
export const CATEGORY_QUERY = /* GraphQL */ `
  query CatalogCategory($categorySlug: String!, $search: String, $offset: Int, $limit: Int) {
    category(slug: $categorySlug) {
      ${LINK_FIELDS}
      description
      parentId
      subcategories { ${LINK_FIELDS} }
    }
    categories { ${LINK_FIELDS} }
    ${PRODUCT_PAGE}
  }
`;

/** `categories` is absent when searching (skipped). */
export type CatalogQueryResult = { categories?: NavCategory[]; products: ProductPage };

export type CategoryQueryResult = {
  category: CategoryDetail | null;
  categories: CategoryLinkData[];
  products: ProductPage;
};
