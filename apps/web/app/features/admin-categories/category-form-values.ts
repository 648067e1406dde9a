import type { CategoryInput } from '@print/core/catalog/category-admin';
import { failedCallKey, type FormFailure } from '../../lib/api/user-input-error.ts';
import type { CategoryDetail, ProductOption } from './categories-api.ts';

// The category editor's values: a text per tenant language (empty when none), the parent as the
// select's value ('' = top level), and the static list with the products' names for showing it.

export type CategoryFormValues = {
  slug: string;
  parentId: string;
  published: boolean;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  accessRoles: string[];
  linkUrl: string;
  linkTarget: CategoryInput['linkTarget'];
  displayMode: CategoryInput['displayMode'];
  staticProducts: ProductOption[];
};

const byLanguage = (texts: readonly { language: string; text: string }[], languages: readonly string[]) =>
  Object.fromEntries(
    languages.map((language) => [language, texts.find((t) => t.language === language)?.text ?? '']),
  );

export function formValuesOf(category: CategoryDetail, languages: readonly string[]): CategoryFormValues {
  return {
    slug: category.slug,
    parentId: category.parentId ?? '',
    published: category.published,
    names: byLanguage(category.names, languages),
    descriptions: byLanguage(category.descriptions, languages),
    accessRoles: [...category.accessRoles],
    linkUrl: category.linkUrl ?? '',
    linkTarget: category.linkTarget,
    displayMode: category.displayMode,
    staticProducts: category.staticProducts,
  };
}

const texts = (values: Record<string, string>) =>
  Object.entries(values).map(([language, text]) => ({ language, text: text.trim() }));

/** What the server gets (empty texts are dropped there and by the shared rules' normalisation). */
export function inputOf(values: CategoryFormValues): CategoryInput {
  return {
    slug: values.slug.trim(),
    parentId: values.parentId || null,
    published: values.published,
    name: texts(values.names).filter((entry) => entry.text !== ''),
    description: texts(values.descriptions).filter((entry) => entry.text !== ''),
    accessRoles: values.accessRoles,
    linkUrl: values.linkUrl.trim(),
    linkTarget: values.linkTarget,
    displayMode: values.displayMode,
    staticProductIds: values.staticProducts.map((product) => product.id),
  };
}

/**
 * The toast of a refused save (spec §8): 'Error adding product' when the server refused the static
 * product list (a product added that is gone or was never there), else 'Error while saving category
 * settings.' ('404' for a call answered 404).
 */
export function categorySaveFailureKey(error: unknown, failure: FormFailure): string {
  if (failure.fields.staticProductIds) return 'admin.errorAddingProduct';
  return failedCallKey(error, 'admin.errorSavingCategorySettings');
}
