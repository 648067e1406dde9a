import type { CatalogProduct, CategoryLinkData, NavCategory, ProductPage } from './catalog-api.ts';

// Catalogue data as the GraphQL API returns it, for the catalogue tests.

/** A product as the API sends it; its one picture follows `imageUrl` and has the name as alt text. */
export function product(overrides: Partial<CatalogProduct> & { id: string }): CatalogProduct {
  const name = overrides.name ?? `Product ${overrides.id}`;
  const imageUrl = overrides.imageUrl === undefined ? `/demo/${overrides.id}.svg` : overrides.imageUrl;
  return {
    slug: `product-${overrides.id}`,
    name,
    imageUrl,
    images: imageUrl ? [{ url: imageUrl, thumbnailUrl: imageUrl, alt: name }] : [],
    isFavourite: false,
    fromPrice: {
      quantity: 250,
      unitPrice: { amountMinor: 8, currency: 'EUR', display: 'gross' },
      total: { amountMinor: 2000, currency: 'EUR', display: 'gross' },
    },
    available: true,
    unavailableReason: null,
    inStock: true,
    ...overrides,
  };
}

export const productPage = (items: CatalogProduct[], total = items.length): ProductPage => ({ items, total });

export const linkData = (overrides: Partial<CategoryLinkData> & { id: string }): CategoryLinkData => ({
  slug: `category-${overrides.id}`,
  name: `Category ${overrides.id}`,
  linkUrl: null,
  linkTarget: 'same',
  ...overrides,
});

export const navCategory = (overrides: Partial<NavCategory> & { id: string }): NavCategory => ({
  ...linkData(overrides),
  description: `About ${overrides.id}`,
  displayMode: 'newest',
  previewProducts: [],
  subcategories: [],
  ...overrides,
});
