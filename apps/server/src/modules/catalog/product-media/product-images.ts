import { localizedText } from '@print/core/i18n/localized-text';
import type { ProductRow } from '../catalog.service.ts';

/** A picture as the shop shows it to one visitor. */
export type ImageView = { url: string; thumbnailUrl: string; alt: string };

/**
 * The gallery in the visitor's language: each picture, or its alternative for that language (spec §3
 * Media: alternative images per language). A product without a gallery shows its plain imageUrl.
 */
export function productImagesFor(
  product: Pick<ProductRow, 'images' | 'imageUrl' | 'name'>,
  language: string,
  defaultLanguage: string,
): ImageView[] {
  const name = localizedText(product.name, language, defaultLanguage);
  if (!product.images.length) {
    return product.imageUrl ? [{ url: product.imageUrl, thumbnailUrl: product.imageUrl, alt: name }] : [];
  }
  // The external media link is no picture (decision 0046): the product page shows it as a link.
  return product.images
    .filter((image) => !image.external)
    .map((image) => {
      const chosen = image.alternatives?.[language] ?? image;
      const alt = image.alt ? localizedText(image.alt, language, defaultLanguage) : '';
      return { url: chosen.url, thumbnailUrl: chosen.thumbnailUrl ?? chosen.url, alt: alt || name };
    });
}

/**
 * The picture catalogue tiles show (decision 0046): the cover image where one is marked, else the
 * standard image, in the visitor's language.
 */
export function productCoverFor(
  product: Pick<ProductRow, 'images' | 'imageUrl' | 'name'>,
  language: string,
  defaultLanguage: string,
): ImageView | null {
  const pictures = productImagesFor(product, language, defaultLanguage);
  const coverAt = product.images.filter((image) => !image.external).findIndex((image) => image.cover);
  return pictures[coverAt] ?? pictures[0] ?? null;
}

/** The product's external media link (a video, a page with more media), shown beside the gallery. */
export const externalMediaOf = (product: Pick<ProductRow, 'images'>) =>
  product.images.find((image) => image.external)?.url ?? null;
