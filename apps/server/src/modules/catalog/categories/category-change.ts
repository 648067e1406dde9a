import { textIn, type LanguageText } from '@print/core/catalog/category-admin';
import type { Tx } from '../../../platform/db/client.ts';
import type { ActivityActor } from '../../audit/audit.service.ts';
import type { Tenant } from '../../tenancy/tenancy.service.ts';
import type { LocalizedText } from '../catalog.tables.ts';
import type { CategoryRow } from './category-access.ts';

// What every change of a category carries (its transaction, tenant and who acts, for the activity
// log) and how the stored texts per language map to the API's lists of texts.

export type Change = { tx: Tx; tenant: Tenant; actor: ActivityActor };

export const asTexts = (texts: LocalizedText): LanguageText[] =>
  Object.entries(texts).map(([language, text]) => ({ language, text }));

export const asLocalized = (texts: readonly LanguageText[]): LocalizedText =>
  Object.fromEntries(texts.map((entry) => [entry.language, entry.text]));

/** The category's name in the tenant's default language (the activity log's label). */
export const labelOf = (row: Pick<CategoryRow, 'name'>, tenant: Tenant) =>
  textIn(asTexts(row.name), tenant.defaultLanguage, tenant.defaultLanguage);
