import { ENVELOPES } from '../checkout-helpers.ts';
import { AS_KEY, type TextPath } from '../text-fuzz.ts';
import { fixture, next, type Case } from './fixture.ts';

// Products: the shop's reads, the editor's tabs, variants and stock (modules/catalog).

const VARIANT_TEXTS = (path: (string | number)[]): TextPath[] => [
  [...path, 'name', 'de-DE'],
  [...path, 'name', AS_KEY],
  [...path, 'fieldValues', 'companyName'],
  [...path, 'fieldValues', AS_KEY],
];

export const productCases: Record<string, Case> = {
  product: { base: () => ({ slug: ENVELOPES }) },
  products: { base: () => ({ search: 'karte' }) },
  productRows: {
    base: () => ({
      rows: [{ id: 'row', source: 'selection', categoryId: '', productIds: [fixture.productId], limit: 4 }],
      language: 'de-DE',
    }),
  },
  adminProduct: { base: () => ({ id: fixture.envelopes }) },
  // In-page editing (issue 27). A stale revision: the rules run on the text, nothing is stored.
  inPageCatalogText: { base: () => ({ address: `product:${fixture.productId}.name` }) },
  saveInPageCatalogText: {
    base: () => ({
      address: `product:${fixture.productId}.description`,
      revision: 1_000_000,
      texts: [{ language: 'de-DE', text: 'Fuzz' }],
      seenOn: '/products/fuzz',
    }),
  },
  adminProducts: { base: () => ({ search: 'karte', categoryId: fixture.envelopes }) },
  copyProduct: { base: () => ({ id: fixture.productId }) },
  createProduct: { base: () => ({ name: 'Fuzz', slug: `fuzz-${next()}` }) },
  // An ordered product: the delete is refused, so the other cases keep it.
  deleteProduct: { base: () => ({ id: fixture.envelopes }) },
  setProductArchived: { base: () => ({ id: fixture.productId, archived: false }) },
  setProductPublished: { base: () => ({ id: fixture.productId, published: false }) },
  updateProductAccess: {
    base: () => ({ id: fixture.productId, categoryIds: [], accessRoles: ['customer'] }),
  },
  updateProductMeta: {
    base: () => ({
      id: fixture.productId,
      input: {
        seoTitles: [{ language: 'de-DE', text: 'Fuzz' }],
        seoDescriptions: [{ language: 'en-GB', text: 'Fuzz' }],
        metaValues: [{ name: 'fuzzmeta', language: 'de-DE', text: 'Wert' }],
      },
    }),
  },
  updateProductSettings: {
    base: () => ({
      id: fixture.productId,
      input: {
        names: [
          { language: 'de-DE', text: 'Fuzz' },
          { language: 'en-GB', text: 'Fuzz' },
        ],
        descriptions: [{ language: 'de-DE', text: 'Zeile' }],
        slug: 'fuzz-product',
        articleCode: 'FZ-1',
        published: false,
        orderable: true,
        paymentMode: 'single',
        taxCategory: 'standard',
      },
    }),
  },
  productVariantsAdmin: { base: () => ({ productId: fixture.envelopes, language: 'de-DE' }) },
  createProductVariant: {
    base: () => ({
      productId: fixture.envelopes,
      input: {
        code: `FUZZ-${next()}`,
        name: { 'de-DE': 'Fuzz' },
        archivedAt: '2030-01-01',
        fieldValues: { companyName: 'Fuzz' },
      },
    }),
    jsonPaths: VARIANT_TEXTS(['input']),
  },
  saveProductVariants: {
    base: () => ({
      productId: fixture.envelopes,
      variants: [
        {
          id: fixture.variantId,
          code: 'FUZZ-SAVE',
          name: { 'de-DE': 'Fuzz' },
          archivedAt: '2030-01-01',
          fieldValues: { companyName: 'Fuzz' },
        },
      ],
      removedIds: [],
    }),
    jsonPaths: VARIANT_TEXTS(['variants', 0]),
  },
  unlinkProductVariant: { base: () => ({ variantId: fixture.unlinkVariantId }) },
  productInventory: { base: () => ({ productId: fixture.envelopes, language: 'de-DE' }) },
  // Tracking off: the placeOrder cases keep selling envelopes.
  saveStockSettings: {
    base: () => ({
      input: {
        productId: fixture.envelopes,
        tracking: 'off',
        stock: '5',
        warningThreshold: '3',
        variants: [{ id: fixture.variantId, stock: '4' }],
      },
      language: 'de-DE',
    }),
  },
};
