// The limits of a shopper's print image, in one place: the server decodes every upload against them
// (sharp), and the browser checks a chosen file's header against the same numbers before sending it.

export const PRINT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type PrintImageType = (typeof PRINT_IMAGE_TYPES)[number];

/** The most one print image may weigh (the GraphQL multipart limit is the same: larger bodies get 413). */
export const MAX_PRINT_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * 40 megapixels: an A3 poster at 300 dpi is ≈ 17 MP, so print motifs stay far below; the server refuses
 * more before decoding a pixel (a 10,000 × 10,000 "bomb" of 285 KB would need 400 MB of memory).
 */
export const MAX_PRINT_IMAGE_PIXELS = 40_000_000;
export const MAX_PRINT_IMAGE_MEGAPIXELS = MAX_PRINT_IMAGE_PIXELS / 1_000_000;
/** Longer sides are refused too: nobody prints a 40-megapixel hairline, and viewers choke on them. */
export const MAX_PRINT_IMAGE_SIDE_PX = 20_000;
/** The longer side of an upload's WebP thumbnail (small previews; sharp on 2× screens). */
export const PRINT_IMAGE_THUMBNAIL_PX = 400;

/** The message key for an image whose pixel size is over the limits, else null. */
export function printImageSizeProblem(info: { widthPx: number; heightPx: number }): string | null {
  const tooMany =
    info.widthPx * info.heightPx > MAX_PRINT_IMAGE_PIXELS ||
    Math.max(info.widthPx, info.heightPx) > MAX_PRINT_IMAGE_SIDE_PX;
  return tooMany ? 'shop.uploadTooManyPixels' : null;
}

/**
 * The limits as the upload messages show them ({megabytes}, {megapixels}, {sidePx}), with the
 * number formatting of the language: the server fills its en-GB message with them, the browser its own.
 */
export function printImageLimitParams(language: string): Record<string, string> {
  const number = new Intl.NumberFormat(language);
  return {
    megabytes: number.format(MAX_PRINT_IMAGE_BYTES / 1024 / 1024),
    megapixels: number.format(MAX_PRINT_IMAGE_MEGAPIXELS),
    sidePx: number.format(MAX_PRINT_IMAGE_SIDE_PX),
  };
}
