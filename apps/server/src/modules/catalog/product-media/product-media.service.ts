import { checkImageAltText, checkProductExternalMediaUrl } from '@print/core/media/product-media-rules';
import { mediaPath } from '@print/core/media/media-paths';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import { isUuid } from '../../../platform/db/uuid.ts';
import { conflict, invalidInput, notFound } from '../../../platform/errors.ts';
import { recordActivity, type ActivityActor } from '../../audit/audit.service.ts';
import type { ServiceContext } from '../../../platform/service-context.ts';
import { mediaIdsIn } from '../../../platform/storage/media-references.ts';
import { queueMediaCleanup } from '../../media/media-cleanup.ts';
import { findMedia, mediaPreviews, type MediaPreview } from '../../media/media.service.ts';
import type { Tenant } from '../../tenancy/tenancy.service.ts';
import { products, type LocalizedText, type ProductImage } from '../catalog.tables.ts';
import {
  externalLinkOf,
  inOrder,
  picturesOf,
  standardUrlOf,
  withAlt,
  withAlternative,
  withCover,
  withExternalLink,
  withoutPicture,
  withPicture,
} from './product-gallery.ts';

// The product media editor's changes (spec §2 thumbnail/media editor modal, §3 Media; decision 0046).
// Each locks the product row, changes its gallery and records the change in the activity log, in the
// request's transaction; two requests at once (a double click) therefore run one after the other, and
// the second finds the first's work done. A change that drops a stored file from the gallery (a picture
// or an alternative removed or replaced) queues the cleanup of unused files (media-cleanup.ts), which
// deletes it unless something else still names it.

/** The service context with the activity log's actor of its user. */
export type MediaCtx = ServiceContext & { actor: ActivityActor };

/** A gallery as the media editor shows it. */
export type ProductMediaView = {
  productId: string;
  images: ProductImageView[];
  externalMediaUrl: string | null;
};
export type PreviewView = MediaPreview;
export type ProductImageView = PreviewView & {
  cover: boolean;
  alt: LocalizedText;
  alternatives: (PreviewView & { language: string })[];
};

const productMissing = () => notFound('admin.mediaProductNotFound');
const imageMissing = () => notFound('admin.mediaImageNotFound');

async function galleryOf(tx: Tx, productId: string, lock: boolean) {
  if (!isUuid(productId)) throw productMissing();
  const query = tx
    .select({ id: products.id, images: products.images, name: products.name })
    .from(products)
    .where(eq(products.id, productId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw productMissing();
  return row;
}

/** The product's gallery with each file's thumbnail state, in two statements. */
export async function productMedia(tx: Tx, productId: string): Promise<ProductMediaView> {
  const row = await galleryOf(tx, productId, false);
  return viewOf(tx, row.id, row.images);
}

async function viewOf(tx: Tx, productId: string, images: readonly ProductImage[]): Promise<ProductMediaView> {
  const pictures = picturesOf(images);
  const urls = pictures.flatMap((picture) => [
    picture.url,
    ...Object.values(picture.alternatives ?? {}).map((alternative) => alternative.url),
  ]);
  const previews = await mediaPreviews(tx, urls);
  // A picture that is not an upload of this shop (seeded demo pictures) is its own thumbnail.
  const preview = (url: string): PreviewView =>
    previews.get(url) ?? { url, thumbnailUrl: url, thumbnailReady: true, thumbnailFailed: false };
  return {
    productId,
    externalMediaUrl: externalLinkOf(images),
    images: pictures.map((picture) => ({
      ...preview(picture.url),
      cover: picture.cover === true,
      alt: picture.alt ?? {},
      alternatives: Object.entries(picture.alternatives ?? {}).map(([language, alternative]) => ({
        language,
        ...preview(alternative.url),
      })),
    })),
  };
}

/**
 * Runs one change of the gallery on the locked product row, stores it when it changed anything, and
 * records it. `change` returns null when what it names is not in the gallery.
 */
async function changeGallery(
  ctx: MediaCtx,
  productId: string,
  action: string,
  details: Record<string, unknown>,
  change: (images: readonly ProductImage[]) => ProductImage[] | null,
): Promise<ProductMediaView> {
  const row = await galleryOf(ctx.tx, productId, true);
  const images = change(row.images);
  if (!images) throw imageMissing();
  if (JSON.stringify(images) !== JSON.stringify(row.images)) {
    await ctx.tx
      .update(products)
      .set({ images, imageUrl: standardUrlOf(images), updatedAt: sql`now()` })
      .where(and(eq(products.tenantId, ctx.tenant.id), eq(products.id, row.id)));
    await recordActivity(ctx.tx, ctx.actor, {
      action: `product.${action}`,
      entityType: 'product',
      entityId: row.id,
      entityLabel: row.name[ctx.tenant.defaultLanguage] ?? Object.values(row.name)[0] ?? '',
      entityLabels: row.name,
      details,
    });
    const kept = new Set(mediaIdsIn(images));
    queueMediaCleanup(
      ctx,
      mediaIdsIn(row.images).filter((id) => !kept.has(id)),
    );
  }
  return viewOf(ctx.tx, row.id, images);
}

/**
 * The tenant's stored file of `mediaId` (another tenant's reads as not found), as its address. Locked
 * until the change commits: a cleanup deleting the file at the same time either waits and then sees it
 * in the gallery, or deletes it first, and then it is not found here.
 */
async function ownMediaUrl(tx: Tx, mediaId: string): Promise<string> {
  const row = await findMedia(tx, mediaId, { lock: true });
  if (!row) throw notFound('admin.mediaImageNotFound');
  return mediaPath(row.id);
}

const assertLanguage = (tenant: Tenant, language: string) => {
  if (!tenant.languages.some((entry) => entry.code === language))
    throw invalidInput('admin.mediaUnknownLanguage', { language: { key: 'admin.mediaUnknownLanguage' } });
};

/**
 * Puts a stored file into the gallery: as a new picture at its end, or with `alternativeFor` as the
 * picture shown instead of another one to readers of a language.
 */
export async function attachProductImage(
  ctx: MediaCtx,
  productId: string,
  mediaId: string,
  alternativeFor?: { url: string; language: string } | null,
): Promise<ProductMediaView> {
  const url = await ownMediaUrl(ctx.tx, mediaId);
  if (!alternativeFor)
    return changeGallery(ctx, productId, 'imageAdd', { url }, (images) => withPicture(images, url));
  assertLanguage(ctx.tenant, alternativeFor.language);
  return changeGallery(
    ctx,
    productId,
    'imageAlternative',
    { url: alternativeFor.url, language: alternativeFor.language, alternative: url },
    (images) => withAlternative(images, alternativeFor.url, alternativeFor.language, url),
  );
}

export function removeProductImageAlternative(
  ctx: MediaCtx,
  productId: string,
  url: string,
  language: string,
) {
  return changeGallery(ctx, productId, 'imageAlternative', { url, language, alternative: null }, (images) =>
    withAlternative(images, url, language, null),
  );
}

/** The pictures in a new order (the first is the standard image); refused when the gallery changed. */
export function reorderProductImages(ctx: MediaCtx, productId: string, urls: readonly string[]) {
  return changeGallery(ctx, productId, 'imageOrder', { order: urls }, (images) => {
    const ordered = inOrder(images, urls);
    if (!ordered) throw conflict('admin.mediaGalleryChanged');
    return ordered;
  });
}

export function setProductCoverImage(ctx: MediaCtx, productId: string, url: string, cover: boolean) {
  return changeGallery(ctx, productId, 'imageCover', { url, cover }, (images) =>
    withCover(images, url, cover),
  );
}

/** Alternative texts per tenant language, trimmed; empty ones are dropped. */
export function setProductImageAlt(
  ctx: MediaCtx,
  productId: string,
  url: string,
  entries: readonly { language: string; text: string }[],
) {
  const alt: LocalizedText = {};
  const fields: Record<string, { key: string; params?: Record<string, string> }> = {};
  for (const { language, text } of entries) {
    assertLanguage(ctx.tenant, language);
    const problem = checkImageAltText(text);
    if (problem) fields[`alt.${language}`] = problem;
    else if (text.trim()) alt[language] = text.trim();
  }
  const first = Object.values(fields)[0];
  if (first) throw invalidInput(first.key, fields, first.params);
  return changeGallery(ctx, productId, 'imageAlt', { url }, (images) => withAlt(images, url, alt));
}

/** Removes a picture from the gallery (its file is deleted later, unless something else shows it). */
export function removeProductImage(ctx: MediaCtx, productId: string, url: string) {
  return changeGallery(ctx, productId, 'imageRemove', { url }, (images) => withoutPicture(images, url));
}

/** The external media link (spec §5 'Please enter a valid URL'); empty removes it. */
export function setProductExternalMedia(ctx: MediaCtx, productId: string, url: string) {
  const problem = checkProductExternalMediaUrl(url);
  if (problem) throw invalidInput(problem.key, { url: problem });
  const link = url.trim();
  return changeGallery(ctx, productId, 'externalMedia', { url: link || null }, (images) =>
    withExternalLink(images, link),
  );
}
