import { fixture, type Case } from './fixture.ts';

// Price lists and a product's pricing (modules/catalog).

const PRICE_LIST_INPUT = { name: 'Fuzz', currency: 'EUR', priceEntry: 'net', taxCategory: 'standard' };
const PRICE_FILE = 'variant;quantity;unit_price\n;1;1,00\n';

export const priceCases: Record<string, Case> = {
  priceList: { base: () => ({ id: fixture.priceListId }) },
  priceListFile: { base: () => ({ id: fixture.priceListId, format: 'excel' }) },
  priceLists: { base: () => ({ search: 'Fuzz' }) },
  archivePriceList: { base: () => ({ id: fixture.priceListId }) },
  createPriceList: { base: () => ({ input: PRICE_LIST_INPUT }) },
  importPriceList: { base: () => ({ id: fixture.priceListId, file: PRICE_FILE }) },
  previewPriceListImport: { base: () => ({ id: fixture.priceListId, file: PRICE_FILE }) },
  restorePriceList: { base: () => ({ id: fixture.priceListId }) },
  updatePriceList: {
    base: () => ({
      id: fixture.priceListId,
      input: PRICE_LIST_INPUT,
      scales: [{ minQuantity: 1, unitPriceMinor: 100 }],
    }),
  },
  productPricing: { base: () => ({ productId: fixture.envelopes }) },
  productPricePreview: {
    base: () => ({
      productId: fixture.envelopes,
      input: { pricingMode: 'simple', simplePriceMinor: 100, scales: [] },
    }),
  },
  saveProductPricing: {
    base: () => ({
      productId: fixture.envelopes,
      input: { pricingMode: 'priceList', priceListId: fixture.envelopesListId },
    }),
  },
};
