import { checkCatalogText, inPageCatalogText } from '@print/core/catalog/catalog-text-rules';
import type { ValidationError } from '@print/core/validation/messages';
import { useCallback, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { loadCatalogText, saveCatalogText, type CatalogTextDetail } from './catalog-text-api.ts';
import {
  EditPopover,
  LoadingOrProblem,
  failureMessage,
  SaveActions,
  savedNotice,
  type Notice,
} from './edit-popover.tsx';
import { RecordTextField } from './record-text-field.tsx';
import styles from './text-popover.module.css';

/** A catalogue text the product control opens: its address (`product:<id>.name`, …) at its mark. */
export type OpenCatalogText = { address: string; anchor: HTMLElement };

const TITLES: Record<string, string> = {
  'product.name': 'admin.inPageProductName',
  'product.description': 'admin.inPageProductDescription',
  'productField.label': 'admin.inPageFieldLabel',
  'category.name': 'admin.inPageCategoryName',
};

type Draft = Record<string, string>;
const draftOf = (detail: CatalogTextDetail): Draft =>
  Object.fromEntries(detail.texts.map((entry) => [entry.language, entry.text]));

/**
 * The product control's editor (decision 0096): a product's name or description, a field's label or a
 * category's name in every language of the shop, the default first, checked by its editor's rules as
 * typed and saved through saveInPageCatalogText at the revision read. The page shows the change at once
 * (its loaders run again); a failed save shows why and keeps what was typed.
 */
export function CatalogTextPopover({ text, onClose }: { text: OpenCatalogText; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { tenant } = useShell();
  const { revalidate } = useRevalidator();
  const parsed = inPageCatalogText(text.address);
  const [detail, setDetail] = useState<CatalogTextDetail | null>(null);
  const [draft, setDraft] = useState<Draft>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const show = useCallback((loaded: CatalogTextDetail | null) => {
    setDetail(loaded);
    if (loaded) setDraft(draftOf(loaded));
  }, []);
  useEffect(() => {
    loadCatalogText(text.address)
      .then(show)
      .catch((error: unknown) => setNotice({ message: failureMessage(error), kind: 'error' }));
  }, [text.address, show]);

  const title = parsed ? t(TITLES[`${parsed.entity}.${parsed.field}`]!) : '';
  if (!parsed || !detail)
    return (
      <EditPopover anchor={text.anchor} title={title} testId="in-page-catalog-popover" onClose={onClose}>
        <LoadingOrProblem notice={notice} />
      </EditPopover>
    );

  const problems: Record<string, ValidationError> = {};
  for (const { language } of detail.texts) {
    const problem = checkCatalogText(parsed, draft[language] ?? '', language === tenant.defaultLanguage);
    if (problem) problems[language] = problem;
  }
  const changes = detail.texts
    .filter((entry) => (draft[entry.language] ?? entry.text) !== entry.text)
    .map((entry) => ({ language: entry.language, text: draft[entry.language] ?? '' }));

  const save = async () => {
    if (changes.length === 0 || Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      show(await saveCatalogText(text.address, detail.revision, changes, window.location.pathname));
      setNotice(savedNotice);
      void revalidate();
    } catch (error) {
      // What was typed stays; the message says why.
      setNotice({ message: failureMessage(error), kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <EditPopover anchor={text.anchor} title={title} testId="in-page-catalog-popover" onClose={onClose}>
      {(close) => (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {detail.texts.map(({ language }) => {
            const name = t(languageNameKey(language));
            return (
              <RecordTextField
                key={language}
                label={
                  language === tenant.defaultLanguage
                    ? t('admin.inPageDefaultLanguage', { language: name })
                    : name
                }
                value={draft[language] ?? ''}
                rich={detail.richText}
                problem={problems[language]}
                testId={`in-page-language-${language}`}
                onChange={(value) => {
                  setNotice(null);
                  setDraft((current) => ({ ...current, [language]: value }));
                }}
              />
            );
          })}
          <SaveActions
            notice={notice}
            canSave={changes.length > 0 && Object.keys(problems).length === 0 && !busy}
            onClose={close}
          />
          {/* The page shows one of the languages: named, so the editor knows which text they see. */}
          <p className={styles.hint}>
            {t('admin.inPageShownLanguage', { language: t(languageNameKey(i18n.language)) })}
          </p>
        </form>
      )}
    </EditPopover>
  );
}
