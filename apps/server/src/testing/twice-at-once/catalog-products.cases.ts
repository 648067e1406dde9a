import { fixture } from '../unstorable-text/fixture.ts';
import { gql, newProduct, next, type AtOnceCase, type Session } from './session.ts';

// Products: the editor's tabs, the list's actions, variants and stock (modules/catalog).

async function newVariant(session: Session, productId: string): Promise<{ id: string; code: string }> {
  const code = `AT-ONCE-${next()}`;
  const made = await gql<{ createProductVariant: { id: string } }>(
    session,
    'mutation V($productId: ID!, $input: VariantInput!) { createProductVariant(productId: $productId, input: $input) { id } }',
    { productId, input: { code, name: { 'de-DE': code } } },
  );
  return { id: made.createProductVariant.id, code };
}

const settings = (slug: string) => ({
  names: [
    { language: 'de-DE', text: 'Zweimal' },
    { language: 'en-GB', text: 'Twice' },
  ],
  descriptions: [{ language: 'de-DE', text: 'Zeile' }],
  slug,
  articleCode: slug.toUpperCase(),
  published: false,
  orderable: true,
  paymentMode: 'single',
  taxCategory: 'standard',
});

export const productCases: Record<string, AtOnceCase> = {
  createProduct: {
    setup: async () => {
      const slug = `at-once-new-${next()}`;
      return { name: slug, slug };
    },
  },
  copyProduct: {
    additive: 'each call makes another copy (with its own slug), as the list\'s "Copy" does',
    setup: async () => ({ id: fixture.productId }),
  },
  deleteProduct: { setup: async (session) => ({ id: await newProduct(session) }) },
  setProductArchived: { setup: async (session) => ({ id: await newProduct(session), archived: true }) },
  setProductPublished: { setup: async (session) => ({ id: await newProduct(session), published: true }) },
  updateProductAccess: {
    setup: async (session) => ({
      id: await newProduct(session),
      categoryIds: [fixture.categoryId],
      accessRoles: ['customer'],
    }),
  },
  updateProductMeta: {
    setup: async (session) => ({
      id: await newProduct(session),
      input: {
        seoTitles: [{ language: 'de-DE', text: 'Titel' }],
        seoDescriptions: [{ language: 'en-GB', text: 'Description' }],
        metaValues: [{ name: 'fuzzmeta', language: 'de-DE', text: 'Wert' }],
      },
    }),
  },
  // In-page editing (issue 27): a new product's name at its first revision; the second of two saves
  // finds the revision moved on and the name as sent (the same answer).
  saveInPageCatalogText: {
    setup: async (session) => ({
      address: `product:${await newProduct(session)}.name`,
      revision: 0,
      texts: [{ language: 'de-DE', text: `Vor Ort ${next()}` }],
      seenOn: '/catalog',
    }),
  },
  updateProductSettings: {
    setup: async (session) => ({
      id: await newProduct(session),
      input: settings(`at-once-renamed-${next()}`),
    }),
  },
  createProductVariant: {
    setup: async (session) => ({
      productId: await newProduct(session),
      input: { code: `AT-ONCE-${next()}`, name: { 'de-DE': 'Neu' } },
    }),
  },
  saveProductVariants: {
    setup: async (session) => {
      const productId = await newProduct(session);
      const variant = await newVariant(session, productId);
      const removed = await newVariant(session, productId);
      return {
        productId,
        variants: [{ id: variant.id, code: `${variant.code}-B`, name: { 'de-DE': 'Geändert' } }],
        removedIds: [removed.id],
      };
    },
  },
  unlinkProductVariant: {
    setup: async (session) => {
      const productId = await newProduct(session);
      await newVariant(session, productId);
      return { variantId: (await newVariant(session, productId)).id };
    },
  },
  saveStockSettings: {
    setup: async (session) => ({
      input: { productId: await newProduct(session), tracking: 'product', stock: '5', warningThreshold: '2' },
      language: 'de-DE',
    }),
  },
};
