import { describe, expect, it } from 'vitest';
import { mediaIdOf, previewPathOf } from './media-paths.ts';
import {
  MAX_PRINT_IMAGE_PIXELS,
  printImageLimitParams,
  printImageSizeProblem,
} from './print-image-limits.ts';

describe('print image limits', () => {
  it('refuses more than 40 megapixels or 20,000 px a side, and nothing smaller', () => {
    expect(MAX_PRINT_IMAGE_PIXELS).toBe(40_000_000);
    expect(printImageSizeProblem({ widthPx: 8000, heightPx: 5000 })).toBeNull();
    expect(printImageSizeProblem({ widthPx: 8001, heightPx: 5000 })).toBe('shop.uploadTooManyPixels');
    expect(printImageSizeProblem({ widthPx: 10_000, heightPx: 10_000 })).toBe('shop.uploadTooManyPixels');
    expect(printImageSizeProblem({ widthPx: 20_000, heightPx: 100 })).toBeNull();
    expect(printImageSizeProblem({ widthPx: 100, heightPx: 20_001 })).toBe('shop.uploadTooManyPixels');
  });

  it('gives the limits for the messages in the number format of the language', () => {
    expect(printImageLimitParams('en-GB')).toEqual({ megabytes: '10', megapixels: '40', sidePx: '20,000' });
    expect(printImageLimitParams('de-DE')).toEqual({ megabytes: '10', megapixels: '40', sidePx: '20.000' });
  });
});

describe('media paths', () => {
  const id = '4b6f1d2e-8c1a-4f7e-9d3b-2a5c6e7f8a9b';

  it('shows an upload by its thumbnail and any other image as it is', () => {
    expect(mediaIdOf(`/media/${id}`)).toBe(id);
    expect(previewPathOf(`/media/${id}`)).toBe(`/media/${id}/thumb`);
    expect(previewPathOf('/demo/logo.svg')).toBe('/demo/logo.svg');
    expect(mediaIdOf(`/media/${id}/../x`)).toBeNull();
    expect(mediaIdOf('/media/not-an-id')).toBeNull();
  });
});
