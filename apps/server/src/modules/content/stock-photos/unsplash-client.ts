import {
  CREDIT_NAME_MAX_LENGTH,
  fieldSafeText,
  withReferral,
  type MediaCredit,
  type StockPhotoColour,
  type StockPhotoOrientation,
} from '@print/core/media/stock-photos';
import { ALT_TEXT_MAX_LENGTH } from '@print/core/pages/content-fields';
import { fetchBounded, OutboundFetchError } from '../../../platform/http/outbound-fetch.ts';

// The stock photo provider: Unsplash's documented HTTP API (https://unsplash.com/documentation), with
// fetch (its JavaScript client is archived). Requests carry `Authorization: Client-ID <access key>` and
// `Accept-Version: v1`. Only what the API answers is trusted, and only as far as checked here: a photo's
// images must lie on Unsplash's image host and its download address on the API's own host, so neither
// the key nor a request of ours can be sent anywhere else (no server-side request forgery).

const UNSPLASH_API = 'https://api.unsplash.com';
const UNSPLASH_IMAGES = 'https://images.unsplash.com';
const UNSPLASH_SITE = 'https://unsplash.com/';

/** An API answer: a page of 30 results is ~150 KB. */
const MAX_API_BYTES = 2 * 1024 * 1024;
/** A picture as we ask for it (2,400 px wide JPEG) is ~1 MB; the print image limit caps it anyway. */
export const MAX_STOCK_IMAGE_BYTES = 10 * 1024 * 1024;
const API_TIMEOUT_MS = 8_000;
const IMAGE_TIMEOUT_MS = 20_000;
/** The stored picture's width: sharp on a full-width section of a wide screen, light enough to serve. */
const STORED_WIDTH_PX = 2400;

/**
 * Where the provider's images are shown from in the admin's search (the Content-Security-Policy's
 * img-src): Unsplash's image host, or the fake's address that stands in for the whole API.
 */
export const stockPhotoImageOrigin = (apiBase: string | undefined): string =>
  apiBase ? new URL(apiBase).origin : UNSPLASH_IMAGES;

export type UnsplashConfig = {
  accessKey: string;
  /** The application's name: the `utm_source` of every link back to Unsplash. */
  appName: string;
  /** Another address for the API (the tests' fake server), whose host then serves the images too. */
  apiBase?: string | undefined;
};

export type StockPhoto = {
  id: string;
  widthPx: number;
  heightPx: number;
  /** The photo's main colour (#rrggbb), shown while its thumbnail loads. */
  colour: string | null;
  /** The provider's description, as a suggestion for the alt text ('' when none). */
  description: string;
  /** A small version (~400 px wide) on the provider's image host, for the search's grid. */
  thumbnailUrl: string;
  /** The version we store. */
  imageUrl: string;
  /** Where a use of the photo is reported (the provider's guidelines: on every use). */
  downloadLocation: string;
  credit: MediaCredit;
};

export type StockPhotoPage = { total: number; totalPages: number; photos: StockPhoto[] };

export type StockPhotoSearch = {
  query: string;
  page: number;
  perPage: number;
  colour?: StockPhotoColour | null;
  orientation?: StockPhotoOrientation | null;
};

/** The provider refused or did not answer usably; `status` is its HTTP status when it answered. */
export class StockPhotoError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null = null, cause?: unknown) {
    super(message, { cause });
    this.name = 'StockPhotoError';
    this.status = status;
  }
}

export type StockPhotoProvider = {
  search(search: StockPhotoSearch): Promise<StockPhotoPage>;
  /** One photo by its id; null when the provider knows none. */
  photo(id: string): Promise<StockPhoto | null>;
  /** Reports a use of the photo at its download address. */
  trackDownload(photo: StockPhoto): Promise<void>;
  /** The picture's bytes, from the provider's image host only. */
  fetchImage(photo: StockPhoto): Promise<Uint8Array>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createUnsplashClient(config: UnsplashConfig): StockPhotoProvider {
  const apiOrigin = new URL(config.apiBase ?? UNSPLASH_API).origin;
  const imageOrigin = stockPhotoImageOrigin(config.apiBase);
  const headers = { Authorization: `Client-ID ${config.accessKey}`, 'Accept-Version': 'v1' };

  /** An address on `origin`, else null (an answer pointing elsewhere is not followed). */
  const onOrigin = (value: unknown, origin: string): URL | null => {
    if (typeof value !== 'string') return null;
    try {
      const url = new URL(value);
      return url.origin === origin && url.username === '' && url.password === '' ? url : null;
    } catch {
      return null;
    }
  };

  /** GET on the API: its JSON, null for 404; any other refusal is a StockPhotoError. */
  async function api(url: URL): Promise<unknown> {
    let answer;
    try {
      answer = await fetchBounded(url, { headers, timeoutMs: API_TIMEOUT_MS, maxBytes: MAX_API_BYTES });
    } catch (error) {
      if (error instanceof OutboundFetchError) throw new StockPhotoError(error.message, null, error);
      throw error;
    }
    if (answer.status === 404) return null;
    if (answer.status !== 200) {
      // Unsplash's errors are { errors: [message] }; the message names no key.
      const detail = parseJson(answer.body);
      const message = isRecord(detail) && Array.isArray(detail.errors) ? String(detail.errors[0]) : '';
      throw new StockPhotoError(`Unsplash answered ${answer.status} ${message}`.trim(), answer.status);
    }
    const json = parseJson(answer.body);
    if (json === undefined) throw new StockPhotoError('Unsplash answered no JSON', answer.status);
    return json;
  }

  /** A photo object of the API, or null when a part we need is missing or points elsewhere. */
  function readPhoto(raw: unknown): StockPhoto | null {
    if (!isRecord(raw) || !isRecord(raw.urls) || !isRecord(raw.links) || !isRecord(raw.user)) return null;
    const id = typeof raw.id === 'string' && /^[\w-]{1,64}$/.test(raw.id) ? raw.id : null;
    const thumbnail = onOrigin(raw.urls.small, imageOrigin);
    const image = onOrigin(raw.urls.raw, imageOrigin);
    const download = onOrigin(raw.links.download_location, apiOrigin);
    const userLinks = isRecord(raw.user.links) ? raw.user.links : {};
    const authorName = fieldSafeText(raw.user.name, CREDIT_NAME_MAX_LENGTH);
    const authorUrl = typeof userLinks.html === 'string' ? withReferral(userLinks.html, config.appName) : '';
    const widthPx = Number(raw.width);
    const heightPx = Number(raw.height);
    if (!id || !thumbnail || !image || !download || !authorName || !authorUrl) return null;
    if (!Number.isInteger(widthPx) || !Number.isInteger(heightPx) || widthPx < 1 || heightPx < 1) return null;
    for (const [name, value] of Object.entries({
      w: String(STORED_WIDTH_PX),
      fit: 'max',
      fm: 'jpg',
      q: '80',
    }))
      image.searchParams.set(name, value);
    const colour = typeof raw.color === 'string' && /^#[0-9a-f]{6}$/i.test(raw.color) ? raw.color : null;
    return {
      id,
      widthPx,
      heightPx,
      colour,
      description: fieldSafeText(raw.alt_description ?? raw.description, ALT_TEXT_MAX_LENGTH),
      thumbnailUrl: thumbnail.toString(),
      imageUrl: image.toString(),
      downloadLocation: download.toString(),
      credit: { authorName, authorUrl, sourceUrl: withReferral(UNSPLASH_SITE, config.appName) },
    };
  }

  return {
    async search({ query, page, perPage, colour, orientation }) {
      const url = new URL('/search/photos', apiOrigin);
      const params = url.searchParams;
      params.set('query', query);
      params.set('page', String(page));
      params.set('per_page', String(perPage));
      // A shop's pages: the provider's stricter filter of what is not safe for work.
      params.set('content_filter', 'high');
      if (colour) params.set('color', colour);
      if (orientation) params.set('orientation', orientation);
      const answer = await api(url);
      if (!isRecord(answer) || !Array.isArray(answer.results))
        throw new StockPhotoError('Unsplash answered a search without results');
      const photos = answer.results.flatMap((raw) => readPhoto(raw) ?? []);
      const count = (value: unknown) => (Number.isInteger(value) && Number(value) >= 0 ? Number(value) : 0);
      return { total: count(answer.total), totalPages: count(answer.total_pages), photos };
    },

    async photo(id) {
      if (!/^[\w-]{1,64}$/.test(id)) return null;
      const answer = await api(new URL(`/photos/${id}`, apiOrigin));
      return answer === null ? null : readPhoto(answer);
    },

    async trackDownload(photo) {
      // readPhoto checked the address lies on the API's host: the key goes nowhere else.
      const url = onOrigin(photo.downloadLocation, apiOrigin);
      if (!url) throw new StockPhotoError('download address not on the API host');
      const answer = await api(url);
      if (answer === null) throw new StockPhotoError('Unsplash knows no such download', 404);
    },

    async fetchImage(photo) {
      const url = onOrigin(photo.imageUrl, imageOrigin);
      if (!url) throw new StockPhotoError('image address not on the image host');
      let answer;
      try {
        // The image host needs no key: none is sent.
        answer = await fetchBounded(url, { timeoutMs: IMAGE_TIMEOUT_MS, maxBytes: MAX_STOCK_IMAGE_BYTES });
      } catch (error) {
        if (error instanceof OutboundFetchError) throw new StockPhotoError(error.message, null, error);
        throw error;
      }
      if (answer.status !== 200)
        throw new StockPhotoError(`image host answered ${answer.status}`, answer.status);
      return answer.body;
    },
  };
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}
