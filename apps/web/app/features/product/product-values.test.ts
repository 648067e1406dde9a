import type { ServerApi } from '@print/core/ssr-api';
import { describe, expect, it, vi } from 'vitest';
import { loadProductPage, PRODUCT_PAGE_QUERY, toFormItem } from './product-api.ts';
import { initialPageState, productPageReducer, selectedRow } from './product-page-state.ts';
import { personalisableFields, priceRow, testProduct } from './product-test-fixtures.tsx';
import {
  chosenStock,
  galleryImages,
  initialQuantity,
  initialVariant,
  metaDescription,
  productMeta,
  quantityOptions,
  stockInfo,
  toFormProduct,
  variantFieldValues,
} from './product-values.ts';
import { pageLinks } from '../../lib/page-url.ts';

/** The links of a one-language shop at https://shop.test. */
const shopLinks = (path: string) =>
  pageLinks('https://shop.test', path, '', { languages: [{ code: 'en-GB' }], language: 'en-GB' });

const table = [priceRow(100, 12, 1200), priceRow(250, 8, 2000), priceRow(500, 6, 3000)];

describe('product values', () => {
  it('gallery: the images, else imageUrl, else none', () => {
    expect(galleryImages(testProduct())).toHaveLength(2);
    expect(galleryImages(testProduct({ images: [], imageUrl: '/a.webp' }))).toEqual([
      { url: '/a.webp', thumbnailUrl: '/a.webp', alt: 'Business cards' },
    ]);
    expect(galleryImages(testProduct({ images: [], imageUrl: null }))).toEqual([]);
  });

  it('quantity options: the table quantities a limited stock covers, never none', () => {
    expect(quantityOptions(table, null)).toEqual([100, 250, 500]);
    expect(quantityOptions(table, 250)).toEqual([100, 250]);
    expect(quantityOptions(table, 50)).toEqual([100]);
    expect(quantityOptions(table, 0)).toEqual([100, 250, 500]);
    expect(quantityOptions([], null)).toEqual([]);
  });

  it('initial quantity: the smallest, or the item quantity when offered', () => {
    expect(initialQuantity([250, 100, 500], null)).toBe(100);
    expect(initialQuantity([100, 250], 250)).toBe(250);
    expect(initialQuantity([100, 250], 300)).toBe(100);
    expect(initialQuantity([], null)).toBe(1);
  });

  it('stock: in stock, only n left at 20 or fewer, out of stock', () => {
    expect(stockInfo({ stock: null, inStock: true })).toEqual({ state: 'inStock' });
    expect(stockInfo({ stock: 500, inStock: true })).toEqual({ state: 'inStock' });
    expect(stockInfo({ stock: 20, inStock: true })).toEqual({ state: 'low', count: 20 });
    expect(stockInfo({ stock: 0, inStock: false })).toEqual({ state: 'outOfStock' });
  });

  it('meta description: one line, cut at a word', () => {
    expect(metaDescription('  Two\n lines ')).toBe('Two lines');
    const long = metaDescription('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('meta: title with the site, description, canonical, og:image absolute, schema.org offer', () => {
    const meta = productMeta(testProduct(), 'Demo shop', shopLinks) as Record<string, unknown>[];
    expect(meta).toContainEqual({ title: 'Business cards | Demo shop' });
    expect(meta).toContainEqual({ name: 'description', content: 'Full colour on both sides.' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.test/products/business-cards',
    });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://shop.test/media/front.webp' });
    const ld = meta.find((entry) => 'script:ld+json' in entry)?.['script:ld+json'] as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Product', offers: { lowPrice: '0.06', priceCurrency: 'EUR' } });
    const bare = productMeta(
      testProduct({ images: [], imageUrl: null, priceTable: [] }),
      '',
      shopLinks,
    ) as Record<string, unknown>[];
    expect(bare).toContainEqual({ title: 'Business cards' });
    expect(bare.some((entry) => entry.property === 'og:image')).toBe(false);
    const undescribed = productMeta(
      testProduct({ description: ' ' }),
      'Demo shop',
      shopLinks,
      'Print for everyone.',
    );
    expect(undescribed).toContainEqual({ name: 'description', content: 'Print for everyone.' });
  });

  it('meta: the SEO title and description of the Meta Fields tab replace the defaults', () => {
    const meta = productMeta(
      testProduct({ seoTitle: 'Cheap business cards online', seoDescription: 'Order 250 cards from 19 €.' }),
      'Demo shop',
      shopLinks,
    ) as Record<string, unknown>[];
    expect(meta).toContainEqual({ title: 'Cheap business cards online' });
    expect(meta).toContainEqual({ property: 'og:title', content: 'Cheap business cards online' });
    expect(meta).toContainEqual({ name: 'description', content: 'Order 250 cards from 19 €.' });
    expect(meta).toContainEqual({ property: 'og:description', content: 'Order 250 cards from 19 €.' });
  });

  it('form props: the product contract and item values as text only', () => {
    expect(toFormProduct(testProduct({ fields: personalisableFields }), null)).toEqual({
      id: 'p1',
      slug: 'business-cards',
      name: 'Business cards',
      fields: [
        {
          name: 'firstName',
          label: 'First name',
          type: 'text',
          required: true,
          defaultValue: null,
          options: [],
          min: null,
          max: null,
          step: null,
          conditions: {},
        },
      ],
      template: null,
    });
    const item = { id: 'i', kind: 'cart' as const, productId: 'p1', quantity: 5, variantId: null };
    expect(toFormItem({ ...item, fieldValues: { a: 'x', b: 3, c: null } }).fieldValues).toEqual({ a: 'x' });
    expect(toFormItem({ ...item, fieldValues: null }).fieldValues).toEqual({});
  });
});

describe('product page state', () => {
  it('starts with the first image, variant and smallest quantity; the form closed', () => {
    expect(initialPageState(testProduct(), null)).toEqual({
      imageIndex: 0,
      variantId: 'v-matt',
      quantity: 100,
      formOpen: false,
      resume: null,
    });
    expect(initialPageState(testProduct({ variants: [] }), null).variantId).toBeNull();
  });

  it('with ?item=: its variant and quantity, the form open for a personalisable product', () => {
    const item = { id: 'i', kind: 'cart' as const, quantity: 500, variantId: 'v-gloss', fieldValues: {} };
    const state = initialPageState(testProduct({ fields: personalisableFields }), item);
    expect(state).toMatchObject({ variantId: 'v-gloss', quantity: 500, formOpen: true });
    expect(initialPageState(testProduct(), item).formOpen).toBe(false);
  });

  it('a chosen quantity selects its price row; the form opens and closes', () => {
    const product = testProduct();
    let state = initialPageState(product, null);
    expect(selectedRow(product, state)?.total.amountMinor).toBe(1200);
    state = productPageReducer(state, { type: 'selectQuantity', quantity: 250 });
    expect(selectedRow(product, state)?.total.amountMinor).toBe(2000);
    state = productPageReducer(state, { type: 'openForm' });
    expect(state.formOpen).toBe(true);
    expect(productPageReducer(state, { type: 'closeForm' }).formOpen).toBe(false);
  });

  it('back after logging in: the kept choices and typing, the form open with the save asked for', () => {
    const product = testProduct({ fields: personalisableFields });
    const work = {
      action: 'draft' as const,
      productId: product.id,
      variantId: 'v-gloss',
      quantity: 250,
      values: { headline: 'Hallo' },
      savedAt: 0,
    };
    const state = productPageReducer(initialPageState(product, null), { type: 'resume', work, product });
    expect(state).toMatchObject({
      variantId: 'v-gloss',
      quantity: 250,
      formOpen: true,
      resume: { action: 'draft', values: { headline: 'Hallo' } },
    });
    // A variant or quantity the product no longer offers falls back as for a new visit.
    const gone = productPageReducer(initialPageState(product, null), {
      type: 'resume',
      work: { ...work, variantId: 'v-old', quantity: 7 },
      product,
    });
    expect(gone).toMatchObject({ variantId: 'v-matt', quantity: 100 });
    expect(productPageReducer(state, { type: 'closeForm' }).resume).toBeNull();
  });
});

describe('product page loader data', () => {
  const api = (data: unknown): ServerApi & { query: ReturnType<typeof vi.fn> } => ({
    query: vi.fn(async () => ({ data, errors: [] })) as never,
  });
  const rawItem = {
    id: 'i1',
    kind: 'cart',
    quantity: 250,
    variantId: 'v-gloss',
    fieldValues: { firstName: 'K' },
  };

  it('null for an unknown or hidden product (the route answers 404)', async () => {
    await expect(loadProductPage(api({ product: null }), 'nope', null, false)).resolves.toBeNull();
  });

  it('asks for the cart item only with a session and an ?item=', async () => {
    const withSession = api({ product: testProduct(), cartItem: { ...rawItem, productId: 'p1' } });
    const page = await loadProductPage(withSession, 'business-cards', 'i1', true);
    expect(withSession.query).toHaveBeenCalledWith(String(PRODUCT_PAGE_QUERY), {
      slug: 'business-cards',
      item: 'i1',
      withItem: true,
    });
    expect(page?.item).toEqual({
      id: 'i1',
      kind: 'cart',
      quantity: 250,
      variantId: 'v-gloss',
      fieldValues: { firstName: 'K' },
    });

    const visitor = api({ product: testProduct() });
    expect((await loadProductPage(visitor, 'business-cards', 'i1', false))?.item).toBeNull();
    expect(visitor.query).toHaveBeenCalledWith(String(PRODUCT_PAGE_QUERY), {
      slug: 'business-cards',
      item: '',
      withItem: false,
    });
  });

  it('ignores an item of another product and throws when the query fails', async () => {
    const other = api({ product: testProduct(), cartItem: { ...rawItem, productId: 'p2' } });
    expect((await loadProductPage(other, 'business-cards', 'i1', true))?.item).toBeNull();
    const failing: ServerApi = { query: async () => ({ data: null, errors: [{ message: 'boom' }] }) };
    await expect(loadProductPage(failing, 'x', null, false)).rejects.toThrow('boom');
  });
});

describe('stock of the chosen variant', () => {
  const variants = [
    { id: 'sold', code: 'S', name: 'Sold', fieldValues: {}, stock: 0, inStock: false },
    {
      id: 'left',
      code: 'L',
      name: 'Left',
      fieldValues: { companyName: 'Own GmbH' },
      stock: 5,
      inStock: true,
    },
  ];
  const product = {
    stock: 5,
    inStock: true,
    variants,
    fields: [
      {
        id: 'f',
        name: 'companyName',
        label: 'Company',
        type: 'text',
        required: false,
        defaultValue: null,
        options: [],
        min: null,
        max: null,
        step: null,
        conditions: {},
      },
    ],
  };

  it('starts on the first variant in stock, and keeps an item’s own variant', () => {
    expect(initialVariant(variants, null)).toBe('left');
    expect(initialVariant(variants, 'sold')).toBe('sold');
  });

  it('counts the chosen variant’s stock, else the product’s', () => {
    expect(chosenStock(product, 'sold')).toEqual({ stock: 0, inStock: false });
    expect(chosenStock(product, null)).toEqual({ stock: 5, inStock: true });
  });

  it('lists the chosen variant’s own field values by their labels', () => {
    expect(variantFieldValues(product, 'left')).toEqual([['Company', 'Own GmbH', 'f']]);
    expect(variantFieldValues(product, 'sold')).toEqual([]);
  });

  it('starts the form from the chosen variant’s own values, else the product’s defaults', () => {
    const detail = testProduct({
      variants,
      fields: [
        { ...product.fields[0]!, defaultValue: 'Muster GmbH' },
        { ...product.fields[0]!, id: 'g', name: 'city', label: 'City', defaultValue: 'Berlin' },
      ],
    });
    const defaults = (variantId: string | null) =>
      toFormProduct(detail, variantId).fields.map((field) => field.defaultValue);
    expect(defaults('left')).toEqual(['Own GmbH', 'Berlin']);
    expect(defaults('sold')).toEqual(['Muster GmbH', 'Berlin']);
    expect(defaults(null)).toEqual(['Muster GmbH', 'Berlin']);
  });
});
