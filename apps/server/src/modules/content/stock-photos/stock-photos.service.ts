import {
  readStockPhotoSettings,
  STOCK_PHOTO_QUERY_MAX_LENGTH,
  STOCK_PHOTOS_MAX_PAGE,
  STOCK_PHOTOS_PER_PAGE,
  stockPhotoQuery,
  type StockPhotoColour,
  type StockPhotoOrientation,
} from '@print/core/media/stock-photos';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../../platform/db/client.ts';
import { DomainError, invalidInput, notFound, unavailable } from '../../../platform/errors.ts';
import type { AppServices } from '../../../platform/graphql/context.ts';
import type { MediaStorage } from '../../../platform/storage/media-storage.ts';
import { fail } from '@print/core/validation/messages';
import { creditMedia, storePrintImage, type InTenant, type MediaRow } from '../../media/media.service.ts';
import type { Tenant } from '../../tenancy/tenancy.service.ts';
import { readTenantSecret } from '../../tenancy/tenant-secrets.ts';
import {
  createUnsplashClient,
  StockPhotoError,
  type StockPhotoPage,
  type StockPhotoProvider,
} from './unsplash-client.ts';

// The page builder's stock photo search (issue 25): a search through the shop's provider, and "use
// photo", which stores the chosen picture in the shop's media like an upload, with its photographer's
// credit, and reports the use to the provider as its guidelines require. The provider is called outside
// any database transaction (the fields are contributes.outsideTransactionFields): a short transaction
// reads the key, another stores the file.

export type StockPhotoDeps = {
  inTenant: InTenant;
  services: AppServices;
  tenant: Tenant;
  storage: MediaStorage;
  log: FastifyBaseLogger;
};

/**
 * The shop's provider: its own key (with its own application name, if it gave one) before the
 * platform's (UNSPLASH_ACCESS_KEY). Null while neither is set: "not configured".
 */
export async function shopStockPhotoProvider(
  tx: Tx,
  services: AppServices,
  tenant: Pick<Tenant, 'settings'>,
): Promise<StockPhotoProvider | null> {
  const own = await readTenantSecret(tx, services.secrets, 'unsplashAccessKey');
  const accessKey = own ?? services.stockPhotos.accessKey;
  if (!accessKey) return null;
  const ownName = own ? readStockPhotoSettings(tenant.settings).appName : '';
  return createUnsplashClient({
    accessKey,
    appName: ownName || services.stockPhotos.appName,
    apiBase: services.stockPhotos.apiBase,
  });
}

export type StockPhotoSearchInput = {
  query: string;
  page?: number | null;
  colour?: StockPhotoColour | null;
  orientation?: StockPhotoOrientation | null;
};

export type StockPhotoResults = StockPhotoPage & { configured: boolean; page: number };

const NO_PHOTOS = { total: 0, totalPages: 0, photos: [] };

/**
 * One page of photos for the term and filters. An empty term asks nothing of the provider and answers
 * only whether search is configured (the picker shows "not configured" before anyone types).
 */
export async function searchStockPhotos(
  deps: StockPhotoDeps,
  input: StockPhotoSearchInput,
): Promise<StockPhotoResults> {
  if (input.query.trim().length > STOCK_PHOTO_QUERY_MAX_LENGTH) {
    const error = fail('validation.tooLong', { max: String(STOCK_PHOTO_QUERY_MAX_LENGTH) });
    throw invalidInput(error.key, { query: error }, error.params);
  }
  const page = Math.min(Math.max(Math.trunc(input.page ?? 1), 1), STOCK_PHOTOS_MAX_PAGE);
  const provider = await deps.inTenant((tx) => shopStockPhotoProvider(tx, deps.services, deps.tenant));
  if (!provider) return { configured: false, page, ...NO_PHOTOS };
  const query = stockPhotoQuery(input.query);
  if (!query) return { configured: true, page, ...NO_PHOTOS };
  try {
    const found = await provider.search({
      query,
      page,
      perPage: STOCK_PHOTOS_PER_PAGE,
      colour: input.colour ?? null,
      orientation: input.orientation ?? null,
    });
    return { configured: true, page, ...found };
  } catch (error) {
    if (!(error instanceof StockPhotoError)) throw error;
    deps.log.warn({ err: error, status: error.status }, 'stock photo search failed');
    throw unavailable('cms.errorLoadingImages');
  }
}

export type UsedStockPhoto = { media: MediaRow; altSuggestion: string };

/**
 * Stores the photo in the shop's media (checked and re-encoded as every upload, its thumbnail made by
 * the media.thumbnail job) with its credit, then reports the use at the provider's download address.
 * The answer comes only after the report, so no picture is used without it; a failed report fails the
 * call, and trying again finds the stored file (the same picture is one file) and reports again. The
 * same photo chosen twice at once is stored once.
 */
export async function useStockPhoto(
  deps: StockPhotoDeps,
  userId: string,
  photoId: string,
): Promise<UsedStockPhoto> {
  const provider = await deps.inTenant((tx) => shopStockPhotoProvider(tx, deps.services, deps.tenant));
  if (!provider) throw unavailable('cms.stockPhotosNotConfigured');
  try {
    const photo = await provider.photo(photoId);
    if (!photo) throw notFound('cms.errorAddingUnsplashImage');
    const bytes = await provider.fetchImage(photo);
    const stored = await storePrintImage(
      { storage: deps.storage, inTenant: deps.inTenant },
      deps.tenant.id,
      userId,
      { bytes, name: `unsplash-${photo.id}.jpg` },
      { thumbnailByJob: true },
    );
    const media = await deps.inTenant((tx) => creditMedia(tx, stored, photo.credit));
    await provider.trackDownload(photo);
    return { media, altSuggestion: photo.description };
  } catch (error) {
    if (error instanceof StockPhotoError) {
      deps.log.warn({ err: error, status: error.status, photoId }, 'stock photo not added');
      throw unavailable('cms.errorAddingUnsplashImage');
    }
    // The picture did not pass the upload checks (too large, not an image): the provider's fault.
    if (error instanceof DomainError && error.kind === 'invalidInput') {
      deps.log.warn({ key: error.key, photoId }, 'stock photo refused by the upload checks');
      throw unavailable('cms.errorAddingUnsplashImage');
    }
    throw error;
  }
}
