import { pngImage } from '@print/core/media/image-fixtures';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { productId } from '../../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { uploadFile } from '../../../testing/upload-helpers.ts';
import { auditEntries } from '../../audit/audit.tables.ts';
import { products } from '../catalog.tables.ts';

// The product media editor's operations (spec §2 thumbnail/media editor modal, §3 Media, §5, §8):
// rules and messages, rights, tenant isolation, and requests that arrive twice at once.

const GALLERY =
  'productId images { url thumbnailUrl thumbnailReady cover alt { language text } alternatives { language url } } externalMediaUrl';
const UPLOAD = `mutation fileUpload($productId: ID!, $file: File!, $alternativeFor: ProductImageAlternativeSlot) {
  uploadProductImage(productId: $productId, file: $file, alternativeFor: $alternativeFor) { ${GALLERY} } }`;
const MEDIA = `query Media($productId: ID!) { productMedia(productId: $productId) { ${GALLERY} } }`;
const REORDER = `mutation Reorder($productId: ID!, $urls: [String!]!) { reorderProductImages(productId: $productId, urls: $urls) { ${GALLERY} } }`;
const COVER = `mutation Cover($productId: ID!, $url: String!, $cover: Boolean!) { setProductCoverImage(productId: $productId, url: $url, cover: $cover) { ${GALLERY} } }`;
const ALT = `mutation Alt($productId: ID!, $url: String!, $alt: [ProductMediaTextInput!]!) { setProductImageAlt(productId: $productId, url: $url, alt: $alt) { ${GALLERY} } }`;
const REMOVE = `mutation Remove($productId: ID!, $url: String!) { removeProductImage(productId: $productId, url: $url) { ${GALLERY} } }`;
const EXTERNAL = `mutation External($productId: ID!, $url: String!) { setProductExternalMedia(productId: $productId, url: $url) { ${GALLERY} } }`;
const ATTACH = `mutation Attach($productId: ID!, $mediaId: ID!) { attachProductImage(productId: $productId, mediaId: $mediaId) { ${GALLERY} } }`;

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
type Answer<K extends string> = {
  data?: Record<K, Gallery> | null;
  errors?: {
    message: string;
    extensions?: { code?: string; key?: string; fields?: Record<string, { key: string }> };
  }[];
};

let t: TestApp;
let admin: CookieJar;
let northAdmin: CookieJar;
let customer: CookieJar;
let product: string;
let northProduct: string;

const upload = async (
  jar: CookieJar,
  id: string,
  width: number,
  extra: Record<string, unknown> = {},
  host = 'localhost',
) =>
  (
    await uploadFile(t, jar, {
      query: UPLOAD,
      variables: { productId: id, ...extra },
      content: pngImage(width, 200),
      filename: `picture-${width}.png`,
      type: 'image/png',
      host,
    })
  ).json() as Answer<'uploadProductImage'>;

const call = async <K extends string>(
  query: string,
  variables: Record<string, unknown>,
  jar = admin,
  host = 'localhost',
) => (await graphqlAs(t, jar, query, variables, host)).body as Answer<K>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  product = await productId(t, 'briefumschlaege-din-lang');
  // Any product of the other shop.
  const rows = await withSystem(t.database, (tx) =>
    tx.select({ id: products.id, tenantId: products.tenantId }).from(products),
  );
  const home = rows.find((row) => row.id === product)!.tenantId;
  northProduct = rows.find((row) => row.tenantId !== home)!.id;
});
afterAll(() => t.close());

describe('the product media editor', () => {
  it('adds uploads at the end, reorders them, marks a cover and keeps the shop on the standard image', async () => {
    const before = await call<'productMedia'>(MEDIA, { productId: product });
    const first = await upload(admin, product, 310);
    expect(first.errors).toBeUndefined();
    const added = first.data!.uploadProductImage.images.at(-1)!;
    expect(added.url).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    // Made by the job, not at upload: a placeholder until then.
    expect(added).toMatchObject({ thumbnailReady: false, thumbnailUrl: `${added.url}/thumb`, cover: false });
    const second = (await upload(admin, product, 320)).data!.uploadProductImage;
    const urls = second.images.map((image) => image.url);
    expect(urls).toHaveLength(before.data!.productMedia.images.length + 2);

    const reversed = [...urls].reverse();
    const reordered = await call<'reorderProductImages'>(REORDER, { productId: product, urls: reversed });
    expect(reordered.data!.reorderProductImages.images.map((image) => image.url)).toEqual(reversed);
    const [stored] = await withSystem(t.database, (tx) =>
      tx.select({ imageUrl: products.imageUrl }).from(products).where(eq(products.id, product)),
    );
    expect(stored!.imageUrl).toBe(reversed[0]);
    const shop = await graphqlAs<{ product: { imageUrl: string; coverImageUrl: string } }>(
      t,
      null,
      'query P($slug: String!) { product(slug: $slug) { imageUrl coverImageUrl } }',
      { slug: 'briefumschlaege-din-lang' },
    );
    expect(shop.body.data!.product.imageUrl).toBe(reversed[0]);

    const covered = await call<'setProductCoverImage'>(COVER, {
      productId: product,
      url: reversed[1],
      cover: true,
    });
    expect(
      covered.data!.setProductCoverImage.images.filter((image) => image.cover).map((i) => i.url),
    ).toEqual([reversed[1]]);
    const moved = await call<'setProductCoverImage'>(COVER, {
      productId: product,
      url: reversed[2],
      cover: true,
    });
    expect(moved.data!.setProductCoverImage.images.filter((image) => image.cover).map((i) => i.url)).toEqual([
      reversed[2],
    ]);
    const tiles = await graphqlAs<{ product: { coverImageUrl: string } }>(
      t,
      null,
      'query P($slug: String!) { product(slug: $slug) { coverImageUrl } }',
      { slug: 'briefumschlaege-din-lang' },
    );
    expect(tiles.body.data!.product.coverImageUrl).toBe(reversed[2]);

    const log = await withSystem(t.database, (tx) =>
      tx
        .select({ action: auditEntries.action })
        .from(auditEntries)
        .where(and(eq(auditEntries.entityType, 'product'), eq(auditEntries.entityId, product))),
    );
    expect(log.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['product.imageAdd', 'product.imageOrder', 'product.imageCover']),
    );
  });

  it('refuses an order that does not name every picture once, with the spec message for the save', async () => {
    const { images } = (await call<'productMedia'>(MEDIA, { productId: product })).data!.productMedia;
    const answer = await call<'reorderProductImages'>(REORDER, {
      productId: product,
      urls: [images[0]!.url],
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'admin.mediaGalleryChanged',
    });
  });

  it('takes an external media link only as a valid URL, and removes it when emptied', async () => {
    const bad = await call<'setProductExternalMedia'>(EXTERNAL, {
      productId: product,
      url: 'video.example.com',
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      key: 'validation.validUrl',
      fields: { url: { key: 'validation.validUrl' } },
    });
    expect(bad.errors?.[0]?.message).toBe('Please enter a valid URL');
    const good = await call<'setProductExternalMedia'>(EXTERNAL, {
      productId: product,
      url: ' https://video.example.com/watch?v=42 ',
    });
    expect(good.data!.setProductExternalMedia.externalMediaUrl).toBe('https://video.example.com/watch?v=42');
    // Never one of the pictures: the shop's gallery stays as it was.
    expect(good.data!.setProductExternalMedia.images.map((image) => image.url)).not.toContain(
      'https://video.example.com/watch?v=42',
    );
    const shop = await graphqlAs<{ product: { externalMediaUrl: string; images: { url: string }[] } }>(
      t,
      null,
      'query P($slug: String!) { product(slug: $slug) { externalMediaUrl images { url } } }',
      { slug: 'briefumschlaege-din-lang' },
    );
    expect(shop.body.data!.product.externalMediaUrl).toBe('https://video.example.com/watch?v=42');
    expect(shop.body.data!.product.images.map((image) => image.url)).not.toContain(
      'https://video.example.com/watch?v=42',
    );
    const cleared = await call<'setProductExternalMedia'>(EXTERNAL, { productId: product, url: '' });
    expect(cleared.data!.setProductExternalMedia.externalMediaUrl).toBeNull();
  });

  it('stores alternative texts per tenant language and refuses the forbidden characters', async () => {
    const { images } = (await call<'productMedia'>(MEDIA, { productId: product })).data!.productMedia;
    const url = images[0]!.url;
    const refused = await call<'setProductImageAlt'>(ALT, {
      productId: product,
      url,
      alt: [{ language: 'en-GB', text: 'Card <front>' }],
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      key: 'validation.forbiddenCharacters',
      fields: { 'alt.en-GB': { key: 'validation.forbiddenCharacters' } },
    });
    const saved = await call<'setProductImageAlt'>(ALT, {
      productId: product,
      url,
      alt: [
        { language: 'de-DE', text: ' Umschlag, Vorderseite ' },
        { language: 'en-GB', text: '' },
      ],
    });
    expect(saved.data!.setProductImageAlt.images[0]!.alt).toEqual([
      { language: 'de-DE', text: 'Umschlag, Vorderseite' },
    ]);
  });

  it('shows an alternative picture to readers of its language', async () => {
    const { images } = (await call<'productMedia'>(MEDIA, { productId: product })).data!.productMedia;
    const url = images[0]!.url;
    const answer = await upload(admin, product, 330, { alternativeFor: { url, language: 'en-GB' } });
    const gallery = answer.data!.uploadProductImage;
    expect(gallery.images).toHaveLength(images.length);
    const alternative = gallery.images[0]!.alternatives[0]!;
    expect(alternative.language).toBe('en-GB');
    const shopIn = (language: string) =>
      graphqlAs<{ product: { images: { url: string }[] } }>(
        t,
        null,
        'query P($slug: String!, $language: String) { product(slug: $slug, language: $language) { images { url } } }',
        { slug: 'briefumschlaege-din-lang', language },
      );
    expect((await shopIn('en-GB')).body.data!.product.images[0]!.url).toBe(alternative.url);
    expect((await shopIn('de-DE')).body.data!.product.images[0]!.url).toBe(url);
  });

  it('deletes a picture; deleting it again changes nothing', async () => {
    const { images } = (await call<'productMedia'>(MEDIA, { productId: product })).data!.productMedia;
    const last = images.at(-1)!.url;
    const [a, b] = await Promise.all([
      call<'removeProductImage'>(REMOVE, { productId: product, url: last }),
      call<'removeProductImage'>(REMOVE, { productId: product, url: last }),
    ]);
    for (const answer of [a, b]) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.removeProductImage.images.map((image) => image.url)).toEqual(
        images.slice(0, -1).map((image) => image.url),
      );
    }
  });
});

describe('statements', () => {
  it('reads a gallery of many uploads and alternatives in one product and one media statement', async () => {
    const { images } = (await call<'productMedia'>(MEDIA, { productId: product })).data!.productMedia;
    expect(images.filter((image) => image.url.startsWith('/media/')).length).toBeGreaterThanOrEqual(2);
    const statements: string[] = [];
    t.database.onStatement = (text) => {
      if (!/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text)) statements.push(text);
    };
    try {
      expect((await call<'productMedia'>(MEDIA, { productId: product })).errors).toBeUndefined();
    } finally {
      t.database.onStatement = undefined;
    }
    expect(statements.filter((text) => /from "product"/.test(text))).toHaveLength(1);
    expect(statements.filter((text) => /from "media_file"/.test(text))).toHaveLength(1);
  });
});

describe('requests that arrive twice at once', () => {
  it('stores the same file uploaded twice at once once, and shows it once', async () => {
    const before = (await call<'productMedia'>(MEDIA, { productId: product })).data!.productMedia.images
      .length;
    const [a, b] = await Promise.all([upload(admin, product, 340), upload(admin, product, 340)]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    const after = (await call<'productMedia'>(MEDIA, { productId: product })).data!.productMedia.images;
    expect(after).toHaveLength(before + 1);
    expect(a.data!.uploadProductImage.images.at(-1)!.url).toBe(b.data!.uploadProductImage.images.at(-1)!.url);
  });

  it('gives the same order for the same reorder sent twice', async () => {
    const urls = (await call<'productMedia'>(MEDIA, { productId: product })).data!.productMedia.images.map(
      (i) => i.url,
    );
    const wanted = [urls.at(-1)!, ...urls.slice(0, -1)];
    const answers = await Promise.all([
      call<'reorderProductImages'>(REORDER, { productId: product, urls: wanted }),
      call<'reorderProductImages'>(REORDER, { productId: product, urls: wanted }),
    ]);
    for (const answer of answers)
      expect(answer.data!.reorderProductImages.images.map((image) => image.url)).toEqual(wanted);
  });
});

describe('rights and tenants', () => {
  it('refuses shoppers: reading and changing need catalog.write', async () => {
    const read = await call<'productMedia'>(MEDIA, { productId: product }, customer);
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const changed = await call<'setProductExternalMedia'>(
      EXTERNAL,
      { productId: product, url: 'https://example.com' },
      customer,
    );
    expect(changed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const uploaded = await upload(customer, product, 350);
    expect(uploaded.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("reads another shop's product and media as not found", async () => {
    const read = await call<'productMedia'>(MEDIA, { productId: northProduct });
    expect(read.errors?.[0]?.extensions).toMatchObject({ key: 'admin.mediaProductNotFound' });
    const uploaded = await upload(admin, northProduct, 360);
    expect(uploaded.errors?.[0]?.extensions).toMatchObject({ key: 'admin.mediaProductNotFound' });

    // A file uploaded in the other shop cannot be attached here.
    const north = await upload(northAdmin, northProduct, 370, {}, 'northprint.localhost');
    expect(north.errors).toBeUndefined();
    const northUrl = north.data!.uploadProductImage.images.at(-1)!.url;
    const mediaId = northUrl.split('/').at(-1);
    const attached = await call<'attachProductImage'>(ATTACH, { productId: product, mediaId });
    expect(attached.errors?.[0]?.extensions).toMatchObject({ key: 'admin.mediaImageNotFound' });
  });
});
