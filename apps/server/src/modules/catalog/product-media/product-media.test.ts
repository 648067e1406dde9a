import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs } from '../../../testing/auth-helpers.ts';
import { auditEntries } from '../../audit/audit.tables.ts';
import { products } from '../catalog.tables.ts';
import {
  ALT,
  COVER,
  EXTERNAL,
  MEDIA,
  REMOVE,
  REORDER,
  startMediaTests,
} from './product-media-test-helpers.ts';

// The product media editor's operations (spec §2 thumbnail/media editor modal, §3 Media, §5, §8): its
// rules and messages, and what the shop shows. Requests twice at once, rights and tenants:
// product-media-twice-and-rights.test.ts.

const s = startMediaTests();
const { call, upload } = s;

describe('the product media editor', () => {
  it('adds uploads at the end, reorders them, marks a cover and keeps the shop on the standard image', async () => {
    const before = await call<'productMedia'>(MEDIA, { productId: s.product });
    const first = await upload(s.admin, s.product, 310);
    expect(first.errors).toBeUndefined();
    const added = first.data!.uploadProductImage.images.at(-1)!;
    expect(added.url).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    // Made by the job, not at upload: a placeholder until then.
    expect(added).toMatchObject({ thumbnailReady: false, thumbnailUrl: `${added.url}/thumb`, cover: false });
    const second = (await upload(s.admin, s.product, 320)).data!.uploadProductImage;
    const urls = second.images.map((image) => image.url);
    expect(urls).toHaveLength(before.data!.productMedia.images.length + 2);

    const reversed = [...urls].reverse();
    const reordered = await call<'reorderProductImages'>(REORDER, { productId: s.product, urls: reversed });
    expect(reordered.data!.reorderProductImages.images.map((image) => image.url)).toEqual(reversed);
    const [stored] = await withSystem(s.t.database, (tx) =>
      tx.select({ imageUrl: products.imageUrl }).from(products).where(eq(products.id, s.product)),
    );
    expect(stored!.imageUrl).toBe(reversed[0]);
    const shop = await graphqlAs<{ product: { imageUrl: string; coverImageUrl: string } }>(
      s.t,
      null,
      'query P($slug: String!) { product(slug: $slug) { imageUrl coverImageUrl } }',
      { slug: 'briefumschlaege-din-lang' },
    );
    expect(shop.body.data!.product.imageUrl).toBe(reversed[0]);

    const covered = await call<'setProductCoverImage'>(COVER, {
      productId: s.product,
      url: reversed[1],
      cover: true,
    });
    expect(
      covered.data!.setProductCoverImage.images.filter((image) => image.cover).map((i) => i.url),
    ).toEqual([reversed[1]]);
    const moved = await call<'setProductCoverImage'>(COVER, {
      productId: s.product,
      url: reversed[2],
      cover: true,
    });
    expect(moved.data!.setProductCoverImage.images.filter((image) => image.cover).map((i) => i.url)).toEqual([
      reversed[2],
    ]);
    const tiles = await graphqlAs<{ product: { coverImageUrl: string } }>(
      s.t,
      null,
      'query P($slug: String!) { product(slug: $slug) { coverImageUrl } }',
      { slug: 'briefumschlaege-din-lang' },
    );
    expect(tiles.body.data!.product.coverImageUrl).toBe(reversed[2]);

    const log = await withSystem(s.t.database, (tx) =>
      tx
        .select({ action: auditEntries.action })
        .from(auditEntries)
        .where(and(eq(auditEntries.entityType, 'product'), eq(auditEntries.entityId, s.product))),
    );
    expect(log.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['product.imageAdd', 'product.imageOrder', 'product.imageCover']),
    );
  });

  it('refuses an order that does not name every picture once, with the spec message for the save', async () => {
    const { images } = (await call<'productMedia'>(MEDIA, { productId: s.product })).data!.productMedia;
    const answer = await call<'reorderProductImages'>(REORDER, {
      productId: s.product,
      urls: [images[0]!.url],
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'admin.mediaGalleryChanged',
    });
  });

  it('takes an external media link only as a valid URL, and removes it when emptied', async () => {
    const bad = await call<'setProductExternalMedia'>(EXTERNAL, {
      productId: s.product,
      url: 'video.example.com',
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      key: 'validation.validUrl',
      fields: { url: { key: 'validation.validUrl' } },
    });
    expect(bad.errors?.[0]?.message).toBe('Please enter a valid URL');
    const good = await call<'setProductExternalMedia'>(EXTERNAL, {
      productId: s.product,
      url: ' https://video.example.com/watch?v=42 ',
    });
    expect(good.data!.setProductExternalMedia.externalMediaUrl).toBe('https://video.example.com/watch?v=42');
    // Never one of the pictures: the shop's gallery stays as it was.
    expect(good.data!.setProductExternalMedia.images.map((image) => image.url)).not.toContain(
      'https://video.example.com/watch?v=42',
    );
    const shopProduct = async () =>
      (
        await graphqlAs<{ product: { externalMediaUrl: string; images: { url: string }[] } }>(
          s.t,
          null,
          'query P($slug: String!) { product(slug: $slug) { externalMediaUrl images { url } } }',
          { slug: 'briefumschlaege-din-lang' },
        )
      ).body.data!.product;
    // A visitor's kept reads follow the database's notice of the change, which on PostgreSQL arrives
    // a moment after the commit (on another connection): wait for it, as a visitor's next page would.
    await expect
      .poll(async () => (await shopProduct()).externalMediaUrl)
      .toBe('https://video.example.com/watch?v=42');
    expect((await shopProduct()).images.map((image) => image.url)).not.toContain(
      'https://video.example.com/watch?v=42',
    );
    const cleared = await call<'setProductExternalMedia'>(EXTERNAL, { productId: s.product, url: '' });
    expect(cleared.data!.setProductExternalMedia.externalMediaUrl).toBeNull();
  });

  it('stores alternative texts per tenant language and refuses the forbidden characters', async () => {
    const { images } = (await call<'productMedia'>(MEDIA, { productId: s.product })).data!.productMedia;
    const url = images[0]!.url;
    const refused = await call<'setProductImageAlt'>(ALT, {
      productId: s.product,
      url,
      alt: [{ language: 'en-GB', text: 'Card <front>' }],
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      key: 'validation.forbiddenCharacters',
      fields: { 'alt.en-GB': { key: 'validation.forbiddenCharacters' } },
    });
    const saved = await call<'setProductImageAlt'>(ALT, {
      productId: s.product,
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
    const { images } = (await call<'productMedia'>(MEDIA, { productId: s.product })).data!.productMedia;
    const url = images[0]!.url;
    const answer = await upload(s.admin, s.product, 330, { alternativeFor: { url, language: 'en-GB' } });
    const gallery = answer.data!.uploadProductImage;
    expect(gallery.images).toHaveLength(images.length);
    const alternative = gallery.images[0]!.alternatives[0]!;
    expect(alternative.language).toBe('en-GB');
    const shopIn = (language: string) =>
      graphqlAs<{ product: { images: { url: string }[] } }>(
        s.t,
        null,
        'query P($slug: String!, $language: String) { product(slug: $slug, language: $language) { images { url } } }',
        { slug: 'briefumschlaege-din-lang', language },
      );
    expect((await shopIn('en-GB')).body.data!.product.images[0]!.url).toBe(alternative.url);
    expect((await shopIn('de-DE')).body.data!.product.images[0]!.url).toBe(url);
  });

  it('deletes a picture; deleting it again changes nothing', async () => {
    const { images } = (await call<'productMedia'>(MEDIA, { productId: s.product })).data!.productMedia;
    const last = images.at(-1)!.url;
    const [a, b] = await Promise.all([
      call<'removeProductImage'>(REMOVE, { productId: s.product, url: last }),
      call<'removeProductImage'>(REMOVE, { productId: s.product, url: last }),
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
    const { images } = (await call<'productMedia'>(MEDIA, { productId: s.product })).data!.productMedia;
    expect(images.filter((image) => image.url.startsWith('/media/')).length).toBeGreaterThanOrEqual(2);
    const statements: string[] = [];
    s.t.database.onStatement = (text) => {
      if (!/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text)) statements.push(text);
    };
    try {
      expect((await call<'productMedia'>(MEDIA, { productId: s.product })).errors).toBeUndefined();
    } finally {
      s.t.database.onStatement = undefined;
    }
    expect(statements.filter((text) => /from "product"/.test(text))).toHaveLength(1);
    expect(statements.filter((text) => /from "media_file"/.test(text))).toHaveLength(1);
  });
});
