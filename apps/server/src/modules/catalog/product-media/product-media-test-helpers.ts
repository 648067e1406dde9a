import { pngImage } from '@print/core/media/image-fixtures';
import { afterAll, beforeAll } from 'vitest';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { productId } from '../../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { uploadFile } from '../../../testing/upload-helpers.ts';
import { products } from '../catalog.tables.ts';

// What the product media editor's tests share (product-media.test.ts,
// product-media-twice-and-rights.test.ts): the operations, and the app with its sessions and products.

const GALLERY =
  'productId images { url thumbnailUrl thumbnailReady cover alt { language text } alternatives { language url } } externalMediaUrl';
const UPLOAD = `mutation fileUpload($productId: ID!, $file: File!, $alternativeFor: ProductImageAlternativeSlot) {
  uploadProductImage(productId: $productId, file: $file, alternativeFor: $alternativeFor) { ${GALLERY} } }`;
export const MEDIA = `query Media($productId: ID!) { productMedia(productId: $productId) { ${GALLERY} } }`;
export const REORDER = `mutation Reorder($productId: ID!, $urls: [String!]!) { reorderProductImages(productId: $productId, urls: $urls) { ${GALLERY} } }`;
export const COVER = `mutation Cover($productId: ID!, $url: String!, $cover: Boolean!) { setProductCoverImage(productId: $productId, url: $url, cover: $cover) { ${GALLERY} } }`;
export const ALT = `mutation Alt($productId: ID!, $url: String!, $alt: [ProductMediaTextInput!]!) { setProductImageAlt(productId: $productId, url: $url, alt: $alt) { ${GALLERY} } }`;
export const REMOVE = `mutation Remove($productId: ID!, $url: String!) { removeProductImage(productId: $productId, url: $url) { ${GALLERY} } }`;
export const EXTERNAL = `mutation External($productId: ID!, $url: String!) { setProductExternalMedia(productId: $productId, url: $url) { ${GALLERY} } }`;
export const ATTACH = `mutation Attach($productId: ID!, $mediaId: ID!) { attachProductImage(productId: $productId, mediaId: $mediaId) { ${GALLERY} } }`;

type Gallery = {
  productId: string;
  images: {
    url: string;
    thumbnailUrl: string;
    thumbnailReady: boolean;
    cover: boolean;
    alt: { language: string; text: string }[];
    alternatives: { language: string; url: string }[];
  }[];
  externalMediaUrl: string | null;
};
export type Answer<K extends string> = {
  data?: Record<K, Gallery> | null;
  errors?: {
    message: string;
    extensions?: { code?: string; key?: string; fields?: Record<string, { key: string }> };
  }[];
};

export type MediaTestSession = {
  t: TestApp;
  admin: CookieJar;
  northAdmin: CookieJar;
  customer: CookieJar;
  /** The Druckerei shop's envelopes, whose pictures the tests change. */
  product: string;
  /** Any product of the other shop. */
  northProduct: string;
  upload: (
    jar: CookieJar,
    id: string,
    width: number,
    extra?: Record<string, unknown>,
    host?: string,
  ) => Promise<Answer<'uploadProductImage'>>;
  call: <K extends string>(
    query: string,
    variables: Record<string, unknown>,
    jar?: CookieJar,
    host?: string,
  ) => Promise<Answer<K>>;
};

/**
 * Starts the app and signs in before the file's tests, and closes it after them. The functions can be
 * taken at once; the app, sessions and products are there from the first test on.
 */
export function startMediaTests(): MediaTestSession {
  const s: MediaTestSession = {
    t: undefined as unknown as TestApp,
    admin: new Map(),
    northAdmin: new Map(),
    customer: new Map(),
    product: '',
    northProduct: '',
    upload: async (jar, id, width, extra = {}, host = 'localhost') =>
      (
        await uploadFile(s.t, jar, {
          query: UPLOAD,
          variables: { productId: id, ...extra },
          content: pngImage(width, 200),
          filename: `picture-${width}.png`,
          type: 'image/png',
          host,
        })
      ).json() as Answer<'uploadProductImage'>,
    call: async <K extends string>(
      query: string,
      variables: Record<string, unknown>,
      jar = s.admin,
      host = 'localhost',
    ) => (await graphqlAs(s.t, jar, query, variables, host)).body as Answer<K>,
  };
  beforeAll(async () => {
    s.t = await createTestApp();
    s.admin = await loginAs(s.t, 'admin', 'Admin#2026');
    s.northAdmin = await loginAs(s.t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
    s.customer = await loginAs(s.t, 'kunde', 'Kunde#2026');
    s.product = await productId(s.t, 'briefumschlaege-din-lang');
    const rows = await withSystem(s.t.database, (tx) =>
      tx.select({ id: products.id, tenantId: products.tenantId }).from(products),
    );
    const home = rows.find((row) => row.id === s.product)!.tenantId;
    s.northProduct = rows.find((row) => row.tenantId !== home)!.id;
  });
  afterAll(() => s.t.close());
  return s;
}
