// A CMS page's own rules (issue 25): its slugs, title and SEO texts, and when it is live. One place for
// the browser's form and the server's mutations; the page's content is read by page-document.ts.
import { fail, type ValidationError } from '../validation/messages.ts';
import { pageFail } from './page-messages.ts';
import { checkForbiddenCharacters, checkLinkUrl, checkMaxLength } from '../validation/text-rules.ts';

/** Pages the shop itself links to (footer, user menu, checkout): they can be edited, never deleted. */
export const PAGE_KINDS = ['home', 'imprint', 'privacy', 'terms', 'faq', 'about'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const PAGE_STATUSES = ['active', 'inactive'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** What the admin's list shows: Active, Inactive, or Scheduled (active, going live later). */
export const PAGE_STATUS_CHIPS = ['active', 'inactive', 'scheduled'] as const;
export type PageStatusChip = (typeof PAGE_STATUS_CHIPS)[number];

export const PAGE_SLUG_MAX = 80;
export const PAGE_TITLE_MAX = 200;
/** Search engines cut longer titles and descriptions (the publish check warns; saving refuses). */
export const PAGE_SEO_TITLE_MAX = 70;
export const PAGE_SEO_DESCRIPTION_MAX = 160;
export const PAGE_SOCIAL_IMAGE_MAX = 2000;
/** Pages per tenant until the platform's plans set it (spec §3: a tier with a page count). */
export const DEFAULT_MAX_CONTENT_PAGES = 50;

/** The shop's own first path segments (routes, files): a page there would never be reached. */
export const RESERVED_SHOP_PATHS: readonly string[] = [
  'catalog',
  'products',
  'cart',
  'checkout',
  'login',
  'signup',
  'account',
  'admin',
  'orders',
  'formtest',
  'forgot-password',
  'reset-password',
  'service-api',
  'media',
  'fonts',
  'assets',
  'demo',
  'print-files',
  'sitemap.xml',
  'robots.txt',
  'favicon.svg',
  'favicon.ico',
  '_page-texts',
];

const SLUG_PATTERN = /^[a-z0-9-]+$/;

/** A page's address in one language: lowercase letters, digits and hyphens, not one of the shop's paths. */
export function checkPageSlug(slug: string): ValidationError | null {
  if (slug.length < 1 || slug.length > PAGE_SLUG_MAX || !SLUG_PATTERN.test(slug)) {
    return fail('validation.invalidSlug');
  }
  return RESERVED_SHOP_PATHS.includes(slug) ? fail('validation.invalidSlug') : null;
}

/** A page's texts and addresses as the editor sends them (texts per language code). */
export type PageMetaInput = {
  title: Record<string, string>;
  slugs: Record<string, string>;
  seoTitle: Record<string, string>;
  seoDescription: Record<string, string>;
  socialImage: string;
};

const trimmedTexts = (texts: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(texts)
      .map(([language, text]) => [language, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );

/** Trims every text and drops empty ones; slugs are lower-cased (what a user means by "About"). */
export function normalizePageMeta(input: PageMetaInput): PageMetaInput {
  const slugs = trimmedTexts(input.slugs);
  for (const language of Object.keys(slugs)) slugs[language] = slugs[language]!.toLowerCase();
  return {
    title: trimmedTexts(input.title),
    slugs,
    seoTitle: trimmedTexts(input.seoTitle),
    seoDescription: trimmedTexts(input.seoDescription),
    socialImage: input.socialImage.trim(),
  };
}

/** The form field of one language's text, e.g. `slugs.de-DE` (the path a field error names). */
export const pageFieldPath = (field: keyof PageMetaInput, language?: string) =>
  language ? `${field}.${language}` : field;

function checkTexts(
  errors: Record<string, ValidationError>,
  field: keyof PageMetaInput,
  texts: Record<string, string>,
  max: number,
  languages: readonly string[],
) {
  for (const [language, text] of Object.entries(texts)) {
    const path = pageFieldPath(field, language);
    const problem = languages.includes(language)
      ? (checkMaxLength(text, max) ?? checkForbiddenCharacters(text))
      : pageFail('validation.unknownLanguage');
    if (problem) errors[path] = problem;
  }
}

/**
 * The rules of a page's meta data (normalised input): a title in the default language, each slug valid,
 * SEO texts within their limits, a social image that is a link. Errors by field path, empty when fine.
 */
export function validatePageMeta(
  input: PageMetaInput,
  options: { languages: readonly string[]; defaultLanguage: string },
): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  checkTexts(errors, 'title', input.title, PAGE_TITLE_MAX, options.languages);
  if (!input.title[options.defaultLanguage]) {
    errors[pageFieldPath('title', options.defaultLanguage)] = fail('validation.required');
  }
  checkTexts(errors, 'seoTitle', input.seoTitle, PAGE_SEO_TITLE_MAX, options.languages);
  checkTexts(errors, 'seoDescription', input.seoDescription, PAGE_SEO_DESCRIPTION_MAX, options.languages);
  for (const [language, slug] of Object.entries(input.slugs)) {
    const path = pageFieldPath('slugs', language);
    const problem = options.languages.includes(language)
      ? checkPageSlug(slug)
      : pageFail('validation.unknownLanguage');
    if (problem) errors[path] = problem;
  }
  if (Object.keys(input.slugs).length === 0) {
    errors[pageFieldPath('slugs', options.defaultLanguage)] = fail('validation.invalidSlug');
  }
  const image = checkMaxLength(input.socialImage, PAGE_SOCIAL_IMAGE_MAX) ?? checkLinkUrl(input.socialImage);
  if (image) errors.socialImage = image;
  return errors;
}

/** What decides whether a page is live: its status and its publishing window. */
export type PageSchedule = {
  status: PageStatus;
  publishAt: Date | null;
  unpublishAt: Date | null;
};

/**
 * Live: active, and inside its window (publish_at ≤ now < unpublish_at, either end open). Checked when a
 * page is read, so a job that runs late can neither show a page early nor keep it up past its end.
 */
export function isPageLive(page: PageSchedule, now: Date): boolean {
  if (page.status !== 'active') return false;
  if (page.publishAt && page.publishAt.getTime() > now.getTime()) return false;
  return !(page.unpublishAt && page.unpublishAt.getTime() <= now.getTime());
}

/** The list's status chip: Scheduled while an active page waits for its publish time. */
export function pageStatusChip(page: PageSchedule, now: Date): PageStatusChip {
  if (page.status !== 'active') return 'inactive';
  return page.publishAt && page.publishAt.getTime() > now.getTime() ? 'scheduled' : 'active';
}

/** A window must end after it starts. */
export function checkPageSchedule(publishAt: Date | null, unpublishAt: Date | null): ValidationError | null {
  return publishAt && unpublishAt && unpublishAt.getTime() <= publishAt.getTime()
    ? pageFail('validation.pageScheduleOrder')
    : null;
}
