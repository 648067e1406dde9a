import { fail, type ValidationResult } from '../validation/messages.ts';
import { FORBIDDEN_CHARACTERS } from '../validation/text-rules.ts';
import { UNSTORABLE } from '../validation/storable-text.ts';

// The stock photo search of the page builder's image picker (issue 25): the filters the provider
// (Unsplash's search API) understands, the search's bounds, and the credit a stored stock photo keeps.
// The server checks a search against these; the admin's picker offers the same choices.

/** Unsplash's colour filter values (GET /search/photos `color`). */
export const STOCK_PHOTO_COLOURS = [
  'black_and_white',
  'black',
  'white',
  'yellow',
  'orange',
  'red',
  'purple',
  'magenta',
  'green',
  'teal',
  'blue',
] as const;
export type StockPhotoColour = (typeof STOCK_PHOTO_COLOURS)[number];

/** Unsplash's orientation filter values (`orientation`; a square photo is `squarish` there). */
export const STOCK_PHOTO_ORIENTATIONS = ['landscape', 'portrait', 'squarish'] as const;
export type StockPhotoOrientation = (typeof STOCK_PHOTO_ORIENTATIONS)[number];

/** A search term longer than this is refused (the provider needs no more to find a picture). */
export const STOCK_PHOTO_QUERY_MAX_LENGTH = 100;
/** Photos per page of results (the provider allows at most 30). */
export const STOCK_PHOTOS_PER_PAGE = 24;
export const STOCK_PHOTOS_MAX_PER_PAGE = 30;
/** The last page one may ask for: enough to browse, and bounded. */
export const STOCK_PHOTOS_MAX_PAGE = 50;

/** The photographer of a stored stock photo, credited with the links the provider's guidelines ask for. */
export type MediaCredit = {
  /** The photographer's name as the provider shows it. */
  authorName: string;
  /** The photographer's profile, with our referral (`utm_source`, `utm_medium=referral`). */
  authorUrl: string;
  /** The provider's own site, with our referral. */
  sourceUrl: string;
};

/**
 * A link back to the provider as its guidelines ask: `utm_source=<our app's name>&utm_medium=referral`
 * added to the address (replacing any it carried). An address that does not parse is returned as ''.
 */
export function withReferral(address: string, appName: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:') return '';
  url.searchParams.set('utm_source', appName);
  url.searchParams.set('utm_medium', 'referral');
  return url.toString();
}

/** The search term as it is sent: trimmed; null when empty or too long (nothing to search). */
export function stockPhotoQuery(raw: string): string | null {
  const query = raw.trim().replace(/\s+/g, ' ');
  return query === '' || query.length > STOCK_PHOTO_QUERY_MAX_LENGTH ? null : query;
}

/** The photographer's name as an image block stores it (its `creditName` holds at most this many). */
export const CREDIT_NAME_MAX_LENGTH = 120;

/**
 * A provider's text (a photographer's name, a photo's description) made fit for our fields: without
 * the characters no field may hold (spec §5) and control characters, on one line, cut at `max`
 * characters without splitting a character in two.
 */
export function fieldSafeText(raw: unknown, max: number): string {
  if (typeof raw !== 'string') return '';
  const cleaned = raw
    .replace(UNSTORABLE, '')
    .replace(/\s+/g, ' ')
    .split('')
    .filter((char) => !(FORBIDDEN_CHARACTERS as readonly string[]).includes(char))
    .join('')
    .trim();
  let cut = '';
  for (const char of cleaned) {
    if (cut.length + char.length > max) break;
    cut += char;
  }
  return cut.trim();
}

/** A shop's own stock photo settings (its key is a secret apart from them). */
export type StockPhotoSettings = {
  /** Its Unsplash application's name, for the credit links' `utm_source`; '' for the platform's. */
  appName: string;
};

/** An Unsplash application's name as a `utm_source` carries it: letters, digits, _ . - (the server's too). */
export const STOCK_PHOTO_APP_NAME = /^[\w.-]{1,64}$/;

export function checkStockPhotoAppName(value: string): ValidationResult {
  return value === '' || STOCK_PHOTO_APP_NAME.test(value) ? null : fail('validation.appName');
}

/** The shop's stock photo settings from its settings document (`stockPhotos`), defaults for the rest. */
export function readStockPhotoSettings(tenantSettings: unknown): StockPhotoSettings {
  const section =
    typeof tenantSettings === 'object' && tenantSettings !== null
      ? (tenantSettings as Record<string, unknown>).stockPhotos
      : undefined;
  const appName =
    typeof section === 'object' && section !== null ? (section as Record<string, unknown>).appName : '';
  return { appName: typeof appName === 'string' && STOCK_PHOTO_APP_NAME.test(appName) ? appName : '' };
}

/** A chosen stock photo as the server answers it (useStockPhoto): stored in the shop's media. */
export type StoredStockPhoto = { url: string; credit: MediaCredit };

/**
 * What an image block stores of a chosen stock photo (pages/content-fields.ts `image()`): the shop's
 * copy and the credit the shop shows under it. The alt text per language is the editor's to write.
 */
export function stockPhotoImage(photo: StoredStockPhoto) {
  return {
    src: photo.url,
    creditName: photo.credit.authorName,
    creditUrl: photo.credit.authorUrl,
    creditSourceUrl: photo.credit.sourceUrl,
  };
}
