import type { CatalogueText } from './types.ts';

// The products administration: the products list, the product editor's frame and its Settings, Meta
// Fields and Category & Access tabs (spec §2, §3). The spec's own product messages are in
// admin-messages.ts.
export const adminProductEntries: Record<string, CatalogueText> = {
  'admin.searchProducts': { 'de-DE': 'Produkte suchen', 'en-GB': 'Search products' },
  'admin.productArticleCode': { 'de-DE': 'Artikelnummer', 'en-GB': 'Article code' },
};
