import { NAME_MAX_LENGTH } from '../constants.ts';
import { checkAccessRoles, normalizeAccessRoles } from './access-roles.ts';
import { checkCategoryLinkUrl, checkSlug } from '../validation/admin-rules.ts';
import { fail, type ValidationError } from '../validation/messages.ts';
import { checkForbiddenCharacters, checkMaxLength } from '../validation/text-rules.ts';

// The category editor's form (spec §2 Category editor, §3 Category, §5 link URL): what the form sends
// and the rules both the browser and the server apply before anything is stored.

export const CATEGORY_LINK_TARGETS = ['same', 'new'] as const;
export type CategoryLinkTarget = (typeof CATEGORY_LINK_TARGETS)[number];
export const CATEGORY_DISPLAY_MODES = ['random', 'newest', 'static'] as const;
export type CategoryDisplayMode = (typeof CATEGORY_DISPLAY_MODES)[number];

/** At most this many products in a category's static list (the navigation shows the first 3). */
export const CATEGORY_STATIC_PRODUCTS_MAX = 50;
/** Descriptions are short texts under the category's name, not pages. */
export const CATEGORY_DESCRIPTION_MAX = 2000;

/** A text in one language. */
export type LanguageText = { language: string; text: string };

export type CategoryInput = {
  /** The category's address in the shop (/catalog/<slug>); '' takes one made from the name. */
  slug: string;
  parentId: string | null;
  published: boolean;
  name: LanguageText[];
  description: LanguageText[];
  /** Role names that may see the category; empty = open to everyone ('All'). */
  accessRoles: string[];
  /** '' = no link. */
  linkUrl: string;
  linkTarget: CategoryLinkTarget;
  displayMode: CategoryDisplayMode;
  staticProductIds: string[];
};

/** Texts trimmed, empty ones and duplicates dropped (the first text of a language counts). */
export function cleanTexts(texts: readonly LanguageText[]): LanguageText[] {
  const seen = new Set<string>();
  return texts
    .map((entry) => ({ language: entry.language, text: entry.text.trim() }))
    .filter((entry) => entry.text !== '' && !seen.has(entry.language) && seen.add(entry.language));
}

/** The stored form of the input: texts trimmed, lists without duplicates. */
export function normalizeCategoryInput(input: CategoryInput): CategoryInput {
  return {
    ...input,
    slug: input.slug.trim(),
    name: cleanTexts(input.name),
    description: cleanTexts(input.description),
    accessRoles: normalizeAccessRoles(input.accessRoles),
    linkUrl: input.linkUrl.trim(),
    staticProductIds: [...new Set(input.staticProductIds)],
  };
}

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** A slug made from a name: 'Flyer & Falzflyer' → 'flyer-falzflyer'; '' when nothing usable is left. */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => UMLAUTS[char]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, NAME_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** Field keys of the form: `name.<language>`, `description.<language>`, `slug`, `linkUrl`, … */
export const textFieldKey = (field: 'name' | 'description', language: string) => `${field}.${language}`;

export type CategoryValidation = {
  errors: Record<string, ValidationError>;
  /** 'Please fill in all mandatory fields.' when the default language's name is missing. */
  formError: ValidationError | null;
};

/** A category's name or description in one language (the category editor's and in-page editing's rule). */
export function checkCategoryText(field: 'name' | 'description', text: string): ValidationError | null {
  const max = field === 'name' ? NAME_MAX_LENGTH : CATEGORY_DESCRIPTION_MAX;
  return checkForbiddenCharacters(text) ?? checkMaxLength(text, max);
}

/**
 * The name in the tenant's default language is required; texts only for the tenant's languages and
 * without forbidden characters; a slug (when given) of lowercase letters, digits and hyphens; the link
 * URL https:// or relative from / ('Please enter a valid URL.'); a static list of bounded length.
 */
export function validateCategoryInput(
  input: CategoryInput,
  options: { languages: readonly string[]; defaultLanguage: string },
): CategoryValidation {
  const errors: Record<string, ValidationError> = {};
  const add = (key: string, error: ValidationError | null) => {
    if (error && !errors[key]) errors[key] = error;
  };
  for (const field of ['name', 'description'] as const) {
    for (const { language, text } of input[field]) {
      const key = textFieldKey(field, language);
      if (!options.languages.includes(language)) add(key, { key: 'admin.unknownLanguage' });
      add(key, checkCategoryText(field, text));
    }
  }
  const defaultName = input.name.find((entry) => entry.language === options.defaultLanguage);
  const missingName = !defaultName || defaultName.text.trim() === '';
  if (missingName) add(textFieldKey('name', options.defaultLanguage), fail('validation.required'));
  if (input.slug !== '') add('slug', checkMaxLength(input.slug, NAME_MAX_LENGTH) ?? checkSlug(input.slug));
  add('linkUrl', checkForbiddenCharacters(input.linkUrl) ?? checkCategoryLinkUrl(input.linkUrl));
  add('accessRoles', checkAccessRoles(input.accessRoles));
  if (input.staticProductIds.length > CATEGORY_STATIC_PRODUCTS_MAX) {
    add('staticProductIds', fail('validation.tooLong', { max: String(CATEGORY_STATIC_PRODUCTS_MAX) }));
  }
  return { errors, formError: missingName ? fail('validation.mandatoryFields') : null };
}

/** The text for a language, else the default language's, else any. */
export function textIn(texts: readonly LanguageText[], language: string, defaultLanguage: string): string {
  return (
    texts.find((entry) => entry.language === language)?.text ??
    texts.find((entry) => entry.language === defaultLanguage)?.text ??
    texts[0]?.text ??
    ''
  );
}
