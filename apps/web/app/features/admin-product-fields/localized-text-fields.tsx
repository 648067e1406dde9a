import type { LocalizedText } from '@print/core/i18n/localized-text';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** The tenant's language codes, the default first. */
export function useTenantLanguages(): { codes: string[]; defaultLanguage: string } {
  const { tenant } = useShell();
  const codes = [
    tenant.defaultLanguage,
    ...tenant.languages.map((language) => language.code).filter((code) => code !== tenant.defaultLanguage),
  ];
  return { codes, defaultLanguage: tenant.defaultLanguage };
}

/** As the API takes texts per language: one entry per language with a text. */
export const languageTexts = (texts: LocalizedText) =>
  Object.entries(texts)
    .filter(([, text]) => text.trim() !== '')
    .map(([language, text]) => ({ language, text }));

/**
 * One text input per tenant language (label '<what> (<language>)'); the default language's is required
 * unless `optional`. `placeholders` shows what applies when an input stays empty (an inherited label).
 */
export function LocalizedTextFields({
  labelKey,
  name,
  value,
  onChange,
  errorMessage,
  optional = false,
  placeholders,
}: {
  labelKey: string;
  name: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  errorMessage?: string | null;
  optional?: boolean;
  placeholders?: LocalizedText;
}) {
  const { t } = useTranslation();
  const { codes, defaultLanguage } = useTenantLanguages();
  return (
    <>
      {codes.map((code) => (
        <TextField
          key={code}
          label={t(labelKey, { language: t(languageNameKey(code), { defaultValue: code }) })}
          name={`${name}-${code}`}
          isRequired={!optional && code === defaultLanguage}
          value={value[code] ?? ''}
          onChange={(text) => onChange({ ...value, [code]: text })}
          {...(placeholders?.[code] ? { placeholder: placeholders[code] } : {})}
          errorMessage={code === defaultLanguage ? (errorMessage ?? null) : null}
        />
      ))}
    </>
  );
}
