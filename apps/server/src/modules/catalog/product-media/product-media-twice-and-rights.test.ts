import { describe, expect, it } from 'vitest';
import { ATTACH, EXTERNAL, MEDIA, REORDER, startMediaTests } from './product-media-test-helpers.ts';

// The product media editor's operations (spec §2, §8) when a request arrives twice at once, for
// shoppers, and for another shop's products and files.

const s = startMediaTests();
const { call, upload } = s;

describe('requests that arrive twice at once', () => {
  it('stores the same file uploaded twice at once once, and shows it once', async () => {
    const before = (await call<'productMedia'>(MEDIA, { productId: s.product })).data!.productMedia.images
      .length;
    const [a, b] = await Promise.all([upload(s.admin, s.product, 340), upload(s.admin, s.product, 340)]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    const after = (await call<'productMedia'>(MEDIA, { productId: s.product })).data!.productMedia.images;
    expect(after).toHaveLength(before + 1);
    expect(a.data!.uploadProductImage.images.at(-1)!.url).toBe(b.data!.uploadProductImage.images.at(-1)!.url);
  });

  it('gives the same order for the same reorder sent twice', async () => {
    const urls = (await call<'productMedia'>(MEDIA, { productId: s.product })).data!.productMedia.images.map(
      (i) => i.url,
    );
    const wanted = [urls.at(-1)!, ...urls.slice(0, -1)];
    const answers = await Promise.all([
      call<'reorderProductImages'>(REORDER, { productId: s.product, urls: wanted }),
      call<'reorderProductImages'>(REORDER, { productId: s.product, urls: wanted }),
    ]);
    for (const answer of answers)
      expect(answer.data!.reorderProductImages.images.map((image) => image.url)).toEqual(wanted);
  });
});

describe('rights and tenants', () => {
  it('refuses shoppers: reading and changing need catalog.write', async () => {
    const read = await call<'productMedia'>(MEDIA, { productId: s.product }, s.customer);
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const changed = await call<'setProductExternalMedia'>(
      EXTERNAL,
      { productId: s.product, url: 'https://example.com' },
      s.customer,
    );
    expect(changed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const uploaded = await upload(s.customer, s.product, 350);
    expect(uploaded.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("reads another shop's product and media as not found", async () => {
    const read = await call<'productMedia'>(MEDIA, { productId: s.northProduct });
    expect(read.errors?.[0]?.extensions).toMatchObject({ key: 'admin.mediaProductNotFound' });
    const uploaded = await upload(s.admin, s.northProduct, 360);
    expect(uploaded.errors?.[0]?.extensions).toMatchObject({ key: 'admin.mediaProductNotFound' });

    // A file uploaded in the other shop cannot be attached here.
    const north = await upload(s.northAdmin, s.northProduct, 370, {}, 'northprint.localhost');
    expect(north.errors).toBeUndefined();
    const northUrl = north.data!.uploadProductImage.images.at(-1)!.url;
    const mediaId = northUrl.split('/').at(-1);
    const attached = await call<'attachProductImage'>(ATTACH, { productId: s.product, mediaId });
    expect(attached.errors?.[0]?.extensions).toMatchObject({ key: 'admin.mediaImageNotFound' });
  });
});
