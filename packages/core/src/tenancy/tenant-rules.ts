import type { LocalizedText } from '../i18n/localized-text.ts';
import type { ValidationError } from '../validation/messages.ts';
import { validateRecord } from '../validation/validate-field.ts';

/** The general settings of a tenant (spec §3 Tenant): what its Settings tab edits. */
export type TenantGeneral = {
  companyName: string;
  /** Per language; required in the tenant's default language. */
  pageTitle: LocalizedText;
  /** Per language; optional. */
  claim: LocalizedText;
  allowTemporaryUsers: boolean;
};

/**
 * The admin's check of a tenant's general settings, in the browser and on the server: field name →
 * message, empty when all is well. The company name is required, the page title in the default
 * language; no text may hold the forbidden characters. Fields are named `companyName`,
 * `pageTitle.<language>` and `claim.<language>`.
 */
export function checkTenantGeneral(
  general: Pick<TenantGeneral, 'companyName' | 'pageTitle' | 'claim'>,
  defaultLanguage: string,
): Record<string, ValidationError> {
  const values: Record<string, string> = { companyName: general.companyName };
  const rules: Record<string, { required?: boolean }> = { companyName: { required: true } };
  for (const [language, text] of Object.entries(general.pageTitle)) values[`pageTitle.${language}`] = text;
  for (const [language, text] of Object.entries(general.claim)) values[`claim.${language}`] = text;
  const titleInDefault = `pageTitle.${defaultLanguage}`;
  values[titleInDefault] ??= '';
  rules[titleInDefault] = { required: true };
  return validateRecord(values, rules).errors;
}

/** A language chosen among the shop's own (its default, a text's language): one the shop offers. */
export function checkShopLanguage(code: string, shopLanguages: readonly string[]): ValidationError | null {
  return shopLanguages.includes(code) ? null : { key: 'validation.unknownLanguage' };
}
