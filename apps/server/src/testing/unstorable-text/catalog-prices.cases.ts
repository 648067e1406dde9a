import { graphqlAs, type CookieJar } from '../auth-helpers.ts';
import type { TestApp } from '../test-app.ts';
import { fixture, type Case } from './fixture.ts';

// Price lists and a product's pricing (modules/catalog).

const PRICE_LIST_INPUT = { name: 'Fuzz', currency: 'EUR', priceEntry: 'net', taxCategory: 'standard' };
const PRICE_FILE = 'variant;quantity;unit_price\n;1;1,00\n';

/** A scale of the fuzz list to change or remove (adding the same scale again gives the same one). */
let scaleId = '';
async function withScale({ t, admin }: { t: TestApp; admin: CookieJar }, minQuantity: number) {
  const added = await graphqlAs<{ addPriceScale: { id: string } }>(
    t,
    admin,
    'mutation A($l: ID!, $q: Int!) { addPriceScale(priceListId: $l, scale: { minQuantity: $q, unitPriceMinor: 100 }) { id } }',
    { l: fixture.priceListId, q: minQuantity },
  );
  scaleId = added.body.data!.addPriceScale.id;
}

export const priceCases: Record<string, Case> = {
  priceList: { base: () => ({ id: fixture.priceListId }) },
  priceListFile: { base: () => ({ id: fixture.priceListId, format: 'excel' }) },
  priceLists: { base: () => ({ search: 'Fuzz' }) },
  archivePriceList: { base: () => ({ id: fixture.priceListId }) },
  createPriceList: { base: () => ({ input: PRICE_LIST_INPUT }) },
  importPriceList: { base: () => ({ id: fixture.priceListId, file: PRICE_FILE }) },
  previewPriceListImport: { base: () => ({ id: fixture.priceListId, file: PRICE_FILE }) },
  restorePriceList: { base: () => ({ id: fixture.priceListId }) },
  updatePriceList: { base: () => ({ id: fixture.priceListId, input: PRICE_LIST_INPUT }) },
  priceListScales: { base: () => ({ priceListId: fixture.priceListId, quantity: '1' }) },
  addPriceScale: {
    base: () => ({ priceListId: fixture.priceListId, scale: { minQuantity: 5, unitPriceMinor: 100 } }),
  },
  updatePriceScale: {
    before: (session) => withScale(session, 7),
    base: () => ({
      priceListId: fixture.priceListId,
      id: scaleId,
      scale: { minQuantity: 7, unitPriceMinor: 100 },
    }),
  },
  removePriceScale: {
    before: (session) => withScale(session, 9),
    base: () => ({ priceListId: fixture.priceListId, id: scaleId }),
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
