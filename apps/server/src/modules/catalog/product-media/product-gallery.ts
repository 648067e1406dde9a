import type { LocalizedText, ProductImage } from '../catalog.tables.ts';

// The product gallery's changes as pure functions of the stored list (decision 0046), so that each
// mutation is one read-modify-write of the locked product row, and a repeated request (a double click)
// finds its work done and changes nothing.

/** The pictures (without the external media link), in order: the first is the standard image. */
export const picturesOf = (images: readonly ProductImage[]) => images.filter((image) => !image.external);

export const externalLinkOf = (images: readonly ProductImage[]) =>
  images.find((image) => image.external)?.url ?? null;

/** The address the plain image_url column keeps: the standard image's. */
export const standardUrlOf = (images: readonly ProductImage[]) => picturesOf(images)[0]?.url ?? null;

/** The gallery with a new picture at its end; unchanged when it holds that picture already. */
export function withPicture(images: readonly ProductImage[], url: string): ProductImage[] {
  if (images.some((image) => image.url === url && !image.external)) return [...images];
  const pictures = picturesOf(images);
  return [...pictures, { url }, ...images.filter((image) => image.external)];
}

/**
 * The pictures in the order of `urls`, which must name each picture once; null when it does not (the
 * gallery changed meanwhile, e.g. in another tab).
 */
export function inOrder(images: readonly ProductImage[], urls: readonly string[]): ProductImage[] | null {
  const pictures = picturesOf(images);
  if (urls.length !== pictures.length || new Set(urls).size !== urls.length) return null;
  const byUrl = new Map(pictures.map((picture) => [picture.url, picture]));
  const ordered = urls.map((url) => byUrl.get(url));
  if (ordered.some((picture) => !picture)) return null;
  return [...(ordered as ProductImage[]), ...images.filter((image) => image.external)];
}

/** One picture changed by `change`; null when the gallery has no picture at `url`. */
function changed(
  images: readonly ProductImage[],
  url: string,
  change: (picture: ProductImage) => ProductImage,
): ProductImage[] | null {
  if (!images.some((image) => image.url === url && !image.external)) return null;
  return images.map((image) => (image.url === url && !image.external ? change(image) : image));
}

/** The cover flag on `url` (and off on every other picture), or off. */
export function withCover(
  images: readonly ProductImage[],
  url: string,
  cover: boolean,
): ProductImage[] | null {
  const result = changed(images, url, (picture) => withFlag(picture, cover));
  return (
    result && result.map((image) => (image.url === url || !image.cover ? image : withFlag(image, false)))
  );
}

const withFlag = (picture: ProductImage, cover: boolean): ProductImage => {
  const { cover: _old, ...rest } = picture;
  return cover ? { ...rest, cover: true } : rest;
};

export function withAlt(
  images: readonly ProductImage[],
  url: string,
  alt: LocalizedText,
): ProductImage[] | null {
  return changed(images, url, (picture) => ({ ...picture, alt }));
}

/** The picture shown to readers of `language` instead of `url`'s; null `alternative` removes it. */
export function withAlternative(
  images: readonly ProductImage[],
  url: string,
  language: string,
  alternative: string | null,
): ProductImage[] | null {
  return changed(images, url, (picture) => {
    const alternatives = { ...picture.alternatives };
    if (alternative) alternatives[language] = { url: alternative };
    else delete alternatives[language];
    const { alternatives: _old, ...rest } = picture;
    return Object.keys(alternatives).length ? { ...rest, alternatives } : rest;
  });
}

/** The gallery without the picture at `url` (unchanged when it is gone already). */
export const withoutPicture = (images: readonly ProductImage[], url: string) =>
  images.filter((image) => image.url !== url || image.external);

/** The external media link set to `url`, or removed when it is empty; it keeps its place. */
export function withExternalLink(images: readonly ProductImage[], url: string): ProductImage[] {
  if (!url) return images.filter((image) => !image.external);
  if (images.some((image) => image.external)) {
    return images.map((image) => (image.external ? { url, external: true } : image));
  }
  return [...images, { url, external: true }];
}
