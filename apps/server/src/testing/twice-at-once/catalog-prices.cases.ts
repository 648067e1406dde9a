import { gql, newProduct, next, type AtOnceCase, type Session } from './session.ts';

// Price lists and a product's pricing (modules/catalog).

const listInput = (name: string) => ({ name, currency: 'EUR', priceEntry: 'net', taxCategory: 'standard' });

async function newList(session: Session): Promise<string> {
  const made = await gql<{ createPriceList: { id: string } }>(
    session,
    'mutation L($input: PriceListInput!) { createPriceList(input: $input) { id } }',
    { input: listInput(`Zweimal ${next()}`) },
  );
  return made.createPriceList.id;
}

/** A new list with one scale (from 10 pieces), its ids. */
async function newListWithScale(session: Session) {
  const priceListId = await newList(session);
  const added = await gql<{ addPriceScale: { id: string } }>(
    session,
    'mutation A($l: ID!) { addPriceScale(priceListId: $l, scale: { minQuantity: 10, unitPriceMinor: 90 }) { id } }',
    { l: priceListId },
  );
  return { priceListId, id: added.addPriceScale.id };
}

const FILE = 'variant;quantity;unit_price\n;1;1,00\n;50;0,80\n';

export const priceCases: Record<string, AtOnceCase> = {
  createPriceList: {
    additive: 'price lists have no unique name or key: each call is a new list, as a copy would be',
    setup: async () => ({ input: listInput(`Neu ${next()}`) }),
  },
  updatePriceList: {
    setup: async (session) => ({ id: await newList(session), input: listInput(`Geändert ${next()}`) }),
  },
  archivePriceList: { setup: async (session) => ({ id: await newList(session) }) },
  restorePriceList: {
    setup: async (session) => {
      const id = await newList(session);
      await gql(session, 'mutation A($id: ID!) { archivePriceList(id: $id) { id } }', { id });
      return { id };
    },
  },
  addPriceScale: {
    setup: async (session) => ({
      priceListId: await newList(session),
      scale: { minQuantity: 5, unitPriceMinor: 100 },
    }),
  },
  updatePriceScale: {
    setup: async (session) => ({
      ...(await newListWithScale(session)),
      scale: { minQuantity: 20, unitPriceMinor: 80 },
    }),
  },
  removePriceScale: { setup: newListWithScale },
  importPriceList: { setup: async (session) => ({ id: await newList(session), file: FILE }) },
  previewPriceListImport: {
    writesNothing: 'a preview: it reports what the import would change',
    setup: async (session) => ({ id: await newList(session), file: FILE }),
  },
  saveProductPricing: {
    setup: async (session) => ({
      productId: await newProduct(session),
      input: { pricingMode: 'priceList', priceListId: await newList(session) },
    }),
  },
};
