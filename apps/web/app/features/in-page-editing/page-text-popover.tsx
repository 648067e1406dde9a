import { localeFallbackChain } from '@print/core/i18n/locale';
import { applyPageTextEdit, findBlockText } from '@print/core/pages/page-text-edit';
import type { PageTextValue } from '@print/core/pages/page-texts';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { useShell } from '../../shell/shell-context.tsx';
import {
  EditPopover,
  LoadingOrProblem,
  failureMessage,
  SaveActions,
  savedNotice,
  type Notice,
} from './edit-popover.tsx';
import { loadPage, savePageText, type EditedPage } from './page-text-api.ts';
import type { OpenPageText } from './page-text-mark.ts';
import { RecordTextField } from './record-text-field.tsx';
import styles from './text-popover.module.css';

/** A stored text as the field edits it: plain text, or a rich text's Slate JSON ('' for none). */
const asField = (value: PageTextValue | undefined) =>
  value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : value.length > 0
        ? JSON.stringify(value)
        : '';

/**
 * The CMS control's editor (decision 0096): the text of a block in the language the page shows, with
 * what the page shows while it has none; checked by the page builder's rules as typed (the page reader)
 * and saved with editPageText as the page's next version, refused like a page builder save when someone
 * saved the page meanwhile. The page shows the change at once; a failed save keeps what was typed.
 */
export function PageTextPopover({ text, onClose }: { text: OpenPageText; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { tenant } = useShell();
  const { revalidate } = useRevalidator();
  const language = i18n.language;
  const languages = tenant.languages.map((entry) => entry.code);
  const [page, setPage] = useState<EditedPage | null>(null);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadPage(text.pageId)
      .then((loaded) => {
        if (!loaded) {
          setNotice({ message: { key: 'admin.pageNotFound' }, kind: 'error' });
          return;
        }
        setPage(loaded);
        const found = findBlockText(loaded.document, text.blockId, text.path);
        if (!found) setNotice({ message: { key: 'admin.pageTextGone' }, kind: 'error' });
        setDraft(asField(found?.values[language]));
      })
      .catch((error: unknown) => setNotice({ message: failureMessage(error), kind: 'error' }));
  }, [text.pageId, text.blockId, text.path, language]);

  const stored = page && findBlockText(page.document, text.blockId, text.path);
  const title = t('admin.inPagePageText');
  if (!page || !stored)
    return (
      <EditPopover anchor={text.anchor} title={title} testId="in-page-page-popover" onClose={onClose}>
        <LoadingOrProblem notice={notice} />
      </EditPopover>
    );

  const edit = { blockId: text.blockId, path: text.path, language, text: draft };
  const checked = applyPageTextEdit(page.document, languages, edit);
  const problem = checked.kind === 'invalid' ? checked.error : null;
  // What the page shows while this language has no text of its own (its fallback chain, decision 0003).
  const servedBy = localeFallbackChain(language, tenant.defaultLanguage).find(
    (code) => code !== language && stored.values[code] !== undefined,
  );

  const save = async () => {
    if (checked.kind !== 'edited' || !checked.changed) return;
    setBusy(true);
    try {
      const saved = await savePageText({ pageId: page.id, ...edit, expectedVersion: page.version });
      setPage(saved);
      setNotice(savedNotice);
      void revalidate();
    } catch (error) {
      // What was typed stays; the message says why ('saved by someone else meanwhile': reload first).
      setNotice({ message: failureMessage(error), kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const name = t(languageNameKey(language));
  return (
    <EditPopover anchor={text.anchor} title={title} testId="in-page-page-popover" onClose={onClose}>
      {(close) => (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <RecordTextField
            label={
              language === tenant.defaultLanguage
                ? t('admin.inPageDefaultLanguage', { language: name })
                : name
            }
            value={draft}
            rich={stored.kind === 'richText'}
            problem={problem}
            placeholder={
              servedBy && typeof stored.values[servedBy] === 'string'
                ? (stored.values[servedBy] as string)
                : undefined
            }
            testId={`in-page-language-${language}`}
            onChange={(value) => {
              setNotice(null);
              setDraft(value);
            }}
          />
          {servedBy && stored.values[language] === undefined && (
            <p className={styles.hint} data-testid="in-page-served-by">
              {t('admin.inPageServedBy', { language: t(languageNameKey(servedBy)) })}
            </p>
          )}
          <p className={styles.hint}>{t('admin.inPagePageTextHint')}</p>
          <SaveActions
            notice={notice}
            canSave={checked.kind === 'edited' && checked.changed && !busy}
            onClose={close}
          />
        </form>
      )}
    </EditPopover>
  );
}
