import { fixture, type Case } from './fixture.ts';

// A product's pictures and media link (modules/catalog).

export const productMediaCases: Record<string, Case> = {
  productMedia: { base: () => ({ productId: fixture.envelopes }) },
  attachProductImage: {
    base: () => ({
      productId: fixture.envelopes,
      mediaId: '00000000-0000-4000-8000-000000000000',
      alternativeFor: { url: fixture.imageUrl, language: 'en-GB' },
    }),
  },
  removeProductImage: { base: () => ({ productId: fixture.envelopes, url: '/media/none' }) },
  removeProductImageAlternative: {
    base: () => ({ productId: fixture.envelopes, url: fixture.imageUrl, language: 'en-GB' }),
  },
  reorderProductImages: { base: () => ({ productId: fixture.envelopes, urls: [fixture.imageUrl] }) },
  setProductCoverImage: {
    base: () => ({ productId: fixture.envelopes, url: fixture.imageUrl, cover: true }),
  },
  setProductExternalMedia: {
    base: () => ({ productId: fixture.envelopes, url: 'https://example.com/video' }),
  },
  setProductImageAlt: {
    base: () => ({
      productId: fixture.envelopes,
      url: fixture.imageUrl,
      alt: [{ language: 'de-DE', text: 'Umschlag' }],
    }),
  },
  uploadProductImage: { base: () => ({ productId: fixture.envelopes }) },
};
