import { localeFallbackChain } from '@print/core/i18n/locale';
import type { FieldControl } from '@print/core/pages/fields';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../../../lib/i18n/language-cookie.ts';
import { useEditorLanguages } from './editor-languages.tsx';
import { SimpleControl } from './simple-control.tsx';
import { stopEditorUndo } from './stop-editor-undo.ts';
import styles from '../page-builder.module.css';

type Texts = Record<string, unknown>;

const isEmpty = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A text per language (issue 25): the editing language's value, with the default language's text beside
 * it and a "missing translation" badge while this language has none. An emptied language is left out,
 * so the shop falls back along the language chain.
 */
export function LocalizedField({
  id,
  label,
  inner,
  value,
  onChange,
}: {
  id: string;
  label: string;
  inner: FieldControl;
  value: Texts | undefined;
  onChange: (value: Texts) => void;
}) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useEditorLanguages();
  const texts = value ?? {};
  const own = texts[language];
  const fallback = localeFallbackChain(language, defaultLanguage)
    .slice(1)
    .map((code) => texts[code])
    .find((text) => !isEmpty(text));
  const missing = language !== defaultLanguage && isEmpty(own) && fallback !== undefined;
  const set = (next: unknown) => {
    const { [language]: _dropped, ...others } = texts;
    onChange(isEmpty(next) ? others : { ...others, [language]: next });
  };
  return (
    <div className={styles.localized} onKeyDown={stopEditorUndo}>
      {missing && (
        <span className={styles.missingBadge} data-testid="missing-translation">
          {t('cms.missingTranslation')}
        </span>
      )}
      <SimpleControl
        key={language}
        id={id}
        control={inner}
        label={`${label} (${t(languageNameKey(language))})`}
        value={own}
        onChange={set}
        placeholder={typeof fallback === 'string' ? fallback : undefined}
      />
      {language !== defaultLanguage &&
        typeof texts[defaultLanguage] === 'string' &&
        texts[defaultLanguage] !== '' && (
          <p className={styles.defaultText}>
            {t('cms.defaultLanguageText', { language: t(languageNameKey(defaultLanguage)) })}{' '}
            <span lang={defaultLanguage}>{texts[defaultLanguage] as string}</span>
          </p>
        )}
    </div>
  );
}
