import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { pngImage } from '@print/core/media/image-fixtures';
import { BUSINESS_CARD_TEMPLATE } from '@print/core/print/sample-templates';
import type { Template } from '@print/core/print/template';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { authPost, cookieHeader, graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

// What the cart refuses although a caller could send it (issue 4 review): products the caller's roles
// do not see, quantities outside the price table, images from elsewhere, values hidden by conditions.

const ADD = `mutation Add($kind: CartKind!, $input: CartItemInput!) {
  addCartItem(kind: $kind, input: $input, contentReleased: true) { id fieldValues } }`;
const SHARE = 'mutation Share($id: ID!) { shareDraft(id: $id) }';
const OPEN = 'mutation Open($token: String!) { openSharedDraft(token: $token) { id } }';
const FAVOURITE = 'mutation Fav($productId: ID!) { toggleFavourite(productId: $productId) }';
const WATCHLIST = 'query W { cartItems(kind: watchlist) { id } }';
const UPLOAD = 'mutation fileUpload($file: File!) { uploadPrintImage(file: $file) { url } }';

type Answer = {
  data?: Record<
    string,
    { id: string; fieldValues?: Record<string, string> } | string | boolean | null
  > | null;
  errors?: { message: string; extensions?: { key?: string; fields?: Record<string, { key: string }> } }[];
};

let t: TestApp;
const ids = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  const rows = await withSystem(t.database, (tx) =>
    tx
      .select({ id: products.id, slug: products.slug, tenant: tenants.slug })
      .from(products)
      .innerJoin(tenants, eq(tenants.id, products.tenantId)),
  );
  for (const row of rows) ids.set(`${row.tenant}/${row.slug}`, row.id);
});
afterAll(() => t.close());

const product = (slug: string, tenant = 'druckerei') => ids.get(`${tenant}/${slug}`)!;
const card = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

async function visitor(host = 'localhost'): Promise<CookieJar> {
  const jar: CookieJar = new Map();
  await authPost(t, AUTH_PATHS.temporarySession, { language: 'en-GB' }, jar, host);
  return jar;
}
const call = async (jar: CookieJar, query: string, variables: Record<string, unknown>, host = 'localhost') =>
  (await graphqlAs(t, jar, query, variables, host)).body as Answer;
const keyOf = (answer: Answer) => answer.errors?.[0]?.extensions?.key;

async function upload(jar: CookieJar, host = 'localhost'): Promise<string> {
  const boundary = '----rules';
  const part = (name: string, extra = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  const body = Buffer.concat([
    Buffer.from(
      `${part('operations')}\r\n${JSON.stringify({ query: UPLOAD, variables: { file: null } })}\r\n` +
        `${part('map')}\r\n{"0":["variables.file"]}\r\n${part('0', '; filename="logo.png"')}Content-Type: image/png\r\n\r\n`,
    ),
    Buffer.from(pngImage(1200, 800)),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/service-api/graphql?c=fileUpload',
    headers: {
      host,
      cookie: cookieHeader(jar),
      'x-print-csrf': '1',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
  return (response.json() as { data: { uploadPrintImage: { url: string } } }).data.uploadPrintImage.url;
}

describe('products the caller may not see', () => {
  it('cannot be put in the cart, on the watchlist or opened from a shared draft', async () => {
    const staffCard = product('mitarbeiter-visitenkarten');
    const jar = await visitor();
    for (const kind of ['cart', 'draft']) {
      expect(keyOf(await call(jar, ADD, { kind, input: { productId: staffCard, fieldValues: card } }))).toBe(
        'shop.productNotAvailable',
      );
    }
    expect(keyOf(await call(jar, FAVOURITE, { productId: staffCard }))).toBe('shop.productNotAvailable');

    // An admin (who sees the internal category) shares a draft of it; a visitor's copy is refused.
    const admin = await loginAs(t, 'admin', 'Admin#2026');
    const draft = await call(admin, ADD, {
      kind: 'draft',
      input: { productId: staffCard, fieldValues: card },
    });
    expect(draft.errors).toBeUndefined();
    const token = (await call(admin, SHARE, { id: (draft.data!.addCartItem as { id: string }).id })).data!
      .shareDraft as string;
    expect(keyOf(await call(jar, OPEN, { token }))).toBe('shop.productNotAvailable');
  });

  it('answers malformed ids with the cart message, not an internal error', async () => {
    const jar = await visitor();
    expect(keyOf(await call(jar, FAVOURITE, { productId: 'not-a-uuid' }))).toBe('shop.productNotAvailable');
    expect(keyOf(await call(jar, ADD, { kind: 'cart', input: { productId: 'x' } }))).toBe(
      'shop.productNotAvailable',
    );
  });
});

describe('quantities', () => {
  it('refuses a cart quantity below the first price scale and a line too large to price', async () => {
    const jar = await visitor();
    const id = product('visitenkarten-standard'); // scales from 100
    const small = await call(jar, ADD, {
      kind: 'cart',
      input: { productId: id, quantity: 10, fieldValues: card },
    });
    expect(keyOf(small)).toBe('shop.quantityBelowMinimum');
    expect(small.errors?.[0]?.message).toBe('The smallest quantity you can order is 100.');
    const poster = product('rollup-85x200');
    const huge = await call(jar, ADD, { kind: 'draft', input: { productId: poster, quantity: 1_000_000 } });
    expect(keyOf(huge)).toBe('shop.quantityTooLarge');
  });
});

describe('image values', () => {
  it("accept this shop's uploads only: no outside address, no other shop's file", async () => {
    const jar = await visitor();
    const id = product('visitenkarten-standard');
    const own = await upload(jar);
    const stored = await call(jar, ADD, {
      kind: 'draft',
      input: { productId: id, fieldValues: { ...card, logo: own } },
    });
    expect(stored.errors).toBeUndefined();

    const outside = await call(jar, ADD, {
      kind: 'draft',
      input: { productId: id, fieldValues: { ...card, logo: 'https://tracker.example/pixel.png' } },
    });
    expect(keyOf(outside)).toBe('validation.validUrl');

    // NorthPrint has no temporary visitors: its customer uploads there.
    const northCustomer = await loginAs(t, 'customer', 'Customer#2026', {
      host: 'northprint.localhost',
      email: 'customer@northprint.test',
    });
    const foreign = await upload(northCustomer, 'northprint.localhost');
    expect(foreign).toMatch(/^\/media\//);
    const stolen = await call(jar, ADD, {
      kind: 'draft',
      input: { productId: id, fieldValues: { ...card, logo: foreign } },
    });
    expect(keyOf(stolen)).toBe('validation.validUrl');
  });
});

describe('values hidden by the template', () => {
  it('are dropped instead of stored unjudged', async () => {
    // The website line shows only with a job title.
    const template: Template = {
      ...BUSINESS_CARD_TEMPLATE,
      pages: BUSINESS_CARD_TEMPLATE.pages.map((page) => ({
        ...page,
        elements: page.elements.map((element) =>
          'field' in element && element.field === 'website'
            ? { ...element, showWhen: { field: 'jobTitle', notEmpty: true } }
            : element,
        ),
      })),
    };
    await withSystem(t.database, (tx) =>
      tx
        .update(products)
        .set({ template })
        .where(and(eq(products.id, product('visitenkarten-recycling')))),
    );
    const jar = await visitor();
    const id = product('visitenkarten-recycling');
    const hidden = await call(jar, ADD, {
      kind: 'draft',
      input: { productId: id, fieldValues: { ...card, website: 'javascript:alert(1)' } },
    });
    expect(hidden.errors).toBeUndefined();
    expect((hidden.data!.addCartItem as { fieldValues: Record<string, string> }).fieldValues).toEqual(card);

    const shown = await call(jar, ADD, {
      kind: 'draft',
      input: { productId: id, fieldValues: { ...card, jobTitle: 'CEO', website: 'javascript:alert(1)' } },
    });
    expect(keyOf(shown)).toMatch(/^validation\.url/);
  });
});

describe('favourites', () => {
  it('never doubles when two toggles race', async () => {
    const jar = await visitor();
    const productId = product('flyer-a5');
    const results = await Promise.all([
      call(jar, FAVOURITE, { productId }),
      call(jar, FAVOURITE, { productId }),
    ]);
    expect(results.map((result) => result.data?.toggleFavourite).sort()).toEqual([false, true]);
    const list = await call(jar, WATCHLIST, {});
    expect(list.data?.cartItems).toEqual([]);
  });
});
