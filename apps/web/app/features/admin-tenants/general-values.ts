import { checkTenantGeneral } from '@print/core/tenancy/tenant-rules';
import type { ValidationError } from '@print/core/validation/messages';
import type { TenantGeneralInput, TenantGeneralView } from './tenants-api.ts';

/** The Settings tab's form: texts per language keyed by language code. */
export type GeneralFormValues = {
  companyName: string;
  allowTemporaryUsers: boolean;
  pageTitle: Record<string, string>;
  claim: Record<string, string>;
};

const byLanguage = (entries: readonly { language: string; text: string }[], languages: readonly string[]) =>
  Object.fromEntries(languages.map((code) => [code, entries.find((e) => e.language === code)?.text ?? '']));

export const generalValuesOf = (
  stored: TenantGeneralView,
  languages: readonly string[],
): GeneralFormValues => ({
  companyName: stored.companyName,
  allowTemporaryUsers: stored.allowTemporaryUsers,
  pageTitle: byLanguage(stored.pageTitle, languages),
  claim: byLanguage(stored.claim, languages),
});

const entriesOf = (texts: Record<string, string>) =>
  Object.entries(texts).map(([language, text]) => ({ language, text }));

export const generalInputOf = (values: GeneralFormValues): TenantGeneralInput => ({
  companyName: values.companyName,
  allowTemporaryUsers: values.allowTemporaryUsers,
  pageTitle: entriesOf(values.pageTitle),
  claim: entriesOf(values.claim),
});

/** The shared rule (packages/core tenant-rules), as the server checks it. */
export const checkGeneralForm =
  (defaultLanguage: string) =>
  (values: GeneralFormValues): Record<string, ValidationError> =>
    checkTenantGeneral(
      { companyName: values.companyName, pageTitle: values.pageTitle, claim: values.claim },
      defaultLanguage,
    );

export const generalFieldNames = (languages: readonly string[]) => [
  'companyName',
  'allowTemporaryUsers',
  ...languages.flatMap((code) => [`pageTitle.${code}`, `claim.${code}`]),
];
