import { readPageDocument, type PageDocument } from '@print/core/pages/page-document';
import { normalizePageMeta, validatePageMeta, type PageMetaInput } from '@print/core/pages/page-rules';
import { localizedText } from '@print/core/i18n/localized-text';
import type { LocalizedText } from '@print/core/i18n/localized-text';
import type { ValidationError } from '@print/core/validation/messages';
import { invalidInput } from '../../platform/errors.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';

// What a page save sends, checked by the rules of @print/core before anything is written: the meta
// data's (page-rules.ts) and the document's (readPageDocument), every problem a field error at its
// path (`slugs.de-DE`, `document.sections.0.blocks.1.props.url`).

export type PageInput = PageMetaInput & { document: unknown };
export type CheckedPageInput = PageMetaInput & { document: PageDocument };

export const tenantLanguageCodes = (tenant: Tenant) => tenant.languages.map((language) => language.code);

/** The page document as the shop's languages read it (a stored one, repaired where it has to be). */
export const readStoredDocument = (tenant: Tenant, raw: unknown): PageDocument =>
  readPageDocument(raw, { languages: tenantLanguageCodes(tenant) }).document;

/** The normalised input, or the invalid-input error naming every problem by its field path. */
export function checkPageInput(tenant: Tenant, raw: PageInput): CheckedPageInput {
  const languages = tenantLanguageCodes(tenant);
  const meta = normalizePageMeta(raw);
  const errors: Record<string, ValidationError> = validatePageMeta(meta, {
    languages,
    defaultLanguage: tenant.defaultLanguage,
  });
  // A document is refused, not repaired, when it is saved: what the editor shows is what is stored.
  const reading = readPageDocument(raw.document, { languages });
  for (const problem of reading.problems) {
    const path = problem.path === '' ? 'document' : `document.${problem.path}`;
    errors[path] ??= problem.error;
  }
  const first = Object.values(errors)[0];
  if (first) throw invalidInput(first.key, errors, first.params);
  return { ...meta, document: reading.document };
}

/** A page's title in the tenant's default language (the activity log's label, the delete message). */
export const pageLabel = (title: LocalizedText, tenant: Tenant) =>
  localizedText(title, tenant.defaultLanguage, tenant.defaultLanguage);
