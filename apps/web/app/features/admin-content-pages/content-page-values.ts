import {
  checkPageSchedule,
  normalizePageMeta,
  pageFieldPath,
  validatePageMeta,
  type PageMetaInput,
  type PageStatus,
} from '@print/core/pages/page-rules';
import type { ValidationError } from '@print/core/validation/messages';
import type {
  ContentPage,
  ContentPageInput,
  ContentPageSchedule,
  LanguageText,
} from './content-pages-api.ts';

// The page settings form's values and what they become: the page's meta data (one text per shop
// language, named `title.de-DE` as the server names its field errors) and its schedule.

export type PageSettingsValues = PageMetaInput & {
  status: PageStatus;
  /** `datetime-local` values in the admin's time zone; '' for an open end. */
  publishAt: string;
  unpublishAt: string;
};

export type ShopLanguages = { languages: readonly string[]; defaultLanguage: string };

const TEXT_FIELDS = ['title', 'slugs', 'seoTitle', 'seoDescription'] as const;

/** Every input the form shows a message at (the server's `extensions.fields` use the same names). */
export function pageSettingsFieldNames(languages: readonly string[]): string[] {
  return [
    ...TEXT_FIELDS.flatMap((field) => languages.map((language) => pageFieldPath(field, language))),
    'socialImage',
    'status',
    'publishAt',
    'unpublishAt',
  ];
}

const textsOf = (entries: readonly LanguageText[], languages: readonly string[]) => {
  const texts = new Map(entries.map((entry) => [entry.language, entry.text]));
  return Object.fromEntries(languages.map((language) => [language, texts.get(language) ?? '']));
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An ISO time as a `datetime-local` input shows it: the admin's local time, to the minute — with its
 * seconds when it has some (typed with them, or set through the API), so the form shows when the page really goes
 * live and saving it again does not move that time to the full minute.
 */
export function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const minute = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return date.getSeconds() === 0 ? minute : `${minute}:${pad(date.getSeconds())}`;
}

/** A `datetime-local` value (local time) as ISO 8601 for the server; null for an empty input. */
export function isoDateTime(local: string): string | null {
  if (local.trim() === '') return null;
  const date = new Date(local);
  // An unreadable value goes as typed: the server names it at its input.
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** The form's start values: the stored page, one text per shop language. */
export function pageSettingsValuesOf(page: ContentPage, languages: readonly string[]): PageSettingsValues {
  return {
    title: textsOf(page.titles, languages),
    slugs: textsOf(page.slugs, languages),
    seoTitle: textsOf(page.seoTitles, languages),
    seoDescription: textsOf(page.seoDescriptions, languages),
    socialImage: page.socialImage,
    status: page.status,
    publishAt: localDateTime(page.publishAt ?? null),
    unpublishAt: localDateTime(page.unpublishAt ?? null),
  };
}

const entriesOf = (texts: Record<string, string>): LanguageText[] =>
  Object.entries(texts).map(([language, text]) => ({ language, text }));

/** The meta data as the server takes it (normalised: trimmed, empty texts left out, slugs lower-case). */
export function pageInputOf(values: PageMetaInput): ContentPageInput {
  const meta = normalizePageMeta(values);
  return {
    title: entriesOf(meta.title),
    slugs: entriesOf(meta.slugs),
    seoTitle: entriesOf(meta.seoTitle),
    seoDescription: entriesOf(meta.seoDescription),
    socialImage: meta.socialImage,
  };
}

export function scheduleOf(values: PageSettingsValues): ContentPageSchedule {
  return {
    status: values.status,
    publishAt: isoDateTime(values.publishAt),
    unpublishAt: isoDateTime(values.unpublishAt),
  };
}

const sameTime = (a: string | null | undefined, b: string | null) =>
  (a ? new Date(a).getTime() : null) === (b ? new Date(b).getTime() : null);

/** Whether saving must change the page's status or window too (a second call). */
export function scheduleChanged(page: ContentPage, schedule: ContentPageSchedule): boolean {
  return (
    page.status !== schedule.status ||
    !sameTime(page.publishAt, schedule.publishAt) ||
    !sameTime(page.unpublishAt, schedule.unpublishAt)
  );
}

/** The shared rules of a page's meta data and schedule, as the server runs them. */
export function checkPageSettings(
  values: PageSettingsValues,
  shop: ShopLanguages,
): Record<string, ValidationError> {
  const errors = validatePageMeta(normalizePageMeta(values), shop);
  const { publishAt, unpublishAt } = scheduleOf(values);
  const order = checkPageSchedule(
    publishAt ? new Date(publishAt) : null,
    unpublishAt ? new Date(unpublishAt) : null,
  );
  if (order) errors.unpublishAt = order;
  return errors;
}

/** The create dialog's values: the title and slug in the default language. */
export type NewPageValues = { title: string; slug: string };

export const newPageMeta = (values: NewPageValues, defaultLanguage: string): PageMetaInput => ({
  title: { [defaultLanguage]: values.title },
  slugs: { [defaultLanguage]: values.slug },
  seoTitle: {},
  seoDescription: {},
  socialImage: '',
});

/** The shared rules for a new page, errors named `title` and `slug` (the dialog's inputs). */
export function checkNewPage(values: NewPageValues, shop: ShopLanguages): Record<string, ValidationError> {
  return renameNewPageErrors(
    validatePageMeta(normalizePageMeta(newPageMeta(values, shop.defaultLanguage)), shop),
  );
}

/** The server's (and the rules') field names of a new page, as the dialog names its inputs. */
export function newPageInputName(serverName: string): string {
  if (serverName.startsWith('title.')) return 'title';
  if (serverName.startsWith('slugs.')) return 'slug';
  return serverName;
}

const renameNewPageErrors = (errors: Record<string, ValidationError>) =>
  Object.fromEntries(Object.entries(errors).map(([name, error]) => [newPageInputName(name), error]));
