import { parseEditAddress } from '../i18n/edit-address.ts';
import { fail, type ValidationError } from '../validation/messages.ts';
import { validateField } from '../validation/validate-field.ts';
import { checkCategoryText } from './category-admin.ts';
import { checkProductDescription, checkProductName } from './product-settings.ts';

// The catalogue's texts that the in-page product control edits where the shop shows them (issue 27,
// decision 0096), with the rule of the editor each belongs to — the product editor's, the category
// editor's, the product-field library's — checked in the browser before saving and by the server.

/** The record texts the product control edits, by entity (their `data-edit` addresses, decision 0083). */
export const IN_PAGE_CATALOG_TEXTS = {
  product: ['name', 'description'],
  productField: ['label'],
  category: ['name'],
} as const satisfies Record<string, readonly string[]>;

export type InPageCatalogEntity = keyof typeof IN_PAGE_CATALOG_TEXTS;
export type InPageCatalogText = { entity: InPageCatalogEntity; id: string; field: string };

/** The address as one the product control edits (`product:<id>.name`, …), or null for any other. */
export function inPageCatalogText(address: string): InPageCatalogText | null {
  const parsed = parseEditAddress(address);
  if (parsed?.kind !== 'entity' || !Object.hasOwn(IN_PAGE_CATALOG_TEXTS, parsed.entity)) return null;
  const entity = parsed.entity as InPageCatalogEntity;
  const fields: readonly string[] = IN_PAGE_CATALOG_TEXTS[entity];
  return fields.includes(parsed.field) ? { entity, id: parsed.id, field: parsed.field } : null;
}

/** Whether the text is a rich text (Slate JSON, decision 0050): a product's description. */
export const isRichCatalogText = (text: Pick<InPageCatalogText, 'entity' | 'field'>) =>
  text.entity === 'product' && text.field === 'description';

/**
 * The problem of a text in one language, or null: a name or label needs the default language (a
 * description does not); each its editor's rule for characters, length and shape.
 */
export function checkCatalogText(
  text: Pick<InPageCatalogText, 'entity' | 'field'>,
  value: string,
  isDefaultLanguage: boolean,
): ValidationError | null {
  if (isRichCatalogText(text)) return value === '' ? null : checkProductDescription(value);
  if (isDefaultLanguage && value.trim() === '') return fail('validation.required');
  if (text.entity === 'product') return checkProductName(value);
  if (text.entity === 'category') return checkCategoryText('name', value);
  return validateField(value);
}
