import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { keyOfAddress, showSavedText } from './show-saved-text.ts';
import { keysOfMark } from './use-mark-open.ts';
import {
  changedTexts,
  defaultFirst,
  draftOf,
  draftProblems,
  missingLanguages,
  type Draft,
} from './text-draft.ts';
import styles from './text-popover.module.css';
import { loadTextDetails, saveTexts, type TextDetail } from './texts-api.ts';
import { failureKey } from './use-text-editor.ts';

/** Every catalogue text the page shows now (its marks), in page order, once each, as addresses. */
export function pageTextAddresses(root: ParentNode = document): string[] {
  const keys = [...root.querySelectorAll('[data-edit^="t:"]')].flatMap(keysOfMark);
  return [...new Set(keys)].slice(0, 200).map((key) => `t:${key}`);
}

/**
 * The page texts panel: every text of the current page with the languages it lacks, all editable at
 * once; "Save all" saves each changed text (saveTranslations, this page as `seenOn`). A text whose save
 * fails keeps what was typed and says why; the others are saved.
 */
export function PageTextsPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { tenant } = useShell();
  const [details, setDetails] = useState<TextDetail[] | null>(null);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [failures, setFailures] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const load = async () => {
    const loaded = await loadTextDetails(pageTextAddresses());
    setDetails(loaded);
    return loaded;
  };
  // Escape closes the panel wherever focus is (after a save the focused button may be disabled). The
  // panel stays open when the window loses focus: what was typed in it is kept.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  useEffect(() => {
    load()
      .then((loaded) => setDrafts(Object.fromEntries(loaded.map((d) => [d.address, draftOf(d.languages)]))))
      .catch((error: unknown) => setFailures({ '': failureKey(error) }));
  }, []);

  const changed = (details ?? []).filter((d) => changedTexts(d.languages, drafts[d.address] ?? {}).length);
  const invalid = changed.some(
    (d) => Object.keys(draftProblems(drafts[d.address]!, tenant.defaultLanguage)).length,
  );

  const saveAll = async () => {
    setSaving(true);
    setSaved(false);
    const failed: Record<string, string> = {};
    for (const detail of changed) {
      const draft = drafts[detail.address]!;
      try {
        await saveTexts(
          detail.address,
          detail.revision,
          changedTexts(detail.languages, draft),
          location.pathname,
        );
        const key = keyOfAddress(detail.address);
        if (key) showSavedText(i18n, key, draft, tenant.defaultLanguage);
      } catch (error) {
        failed[detail.address] = failureKey(error);
      }
    }
    setFailures(failed);
    const loaded = await load().catch(() => null);
    // Saved texts show what is stored now; failed ones keep what was typed.
    if (loaded)
      setDrafts((current) =>
        Object.fromEntries(
          loaded.map((d) => [d.address, failed[d.address] ? current[d.address]! : draftOf(d.languages)]),
        ),
      );
    setSaved(Object.keys(failed).length === 0);
    setSaving(false);
  };

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal data-edit-ui="">
        <Dialog className={`${styles.panel} ${styles.dialog}`} data-testid="in-page-page-texts">
          <Heading slot="title" className={styles.title}>
            {t('admin.inPagePageTexts')}
          </Heading>
          {failures[''] && (
            <p className={styles.problem} role="alert">
              {t(failures[''])}
            </p>
          )}
          {details?.length === 0 && <p className={styles.hint}>{t('admin.inPagePageTextsNone')}</p>}
          <div className={styles.table}>
            {details?.map((detail) => {
              const draft = drafts[detail.address] ?? {};
              const problems = draftProblems(draft, tenant.defaultLanguage);
              const missing = missingLanguages(detail.languages);
              return (
                <div
                  key={detail.address}
                  className={styles.row}
                  data-testid="in-page-page-text"
                  data-address={detail.address}
                >
                  <code className={styles.key}>{detail.address.slice(2)}</code>
                  {missing.length > 0 && (
                    <p className={styles.hint} data-testid="in-page-page-text-missing">
                      {t('admin.inPagePageTextsMissing', {
                        languages: missing.map((code) => t(languageNameKey(code))).join(', '),
                      })}
                    </p>
                  )}
                  {defaultFirst(detail.languages, tenant.defaultLanguage).map((cell) => (
                    <label key={cell.languageCode} className={styles.language}>
                      <span className={styles.hint}>{t(languageNameKey(cell.languageCode))}</span>
                      <input
                        className={styles.input}
                        value={draft[cell.languageCode] ?? ''}
                        readOnly={cell.locked}
                        aria-invalid={problems[cell.languageCode] ? true : undefined}
                        onChange={(event) =>
                          setDrafts((current) => ({
                            ...current,
                            [detail.address]: { ...draft, [cell.languageCode]: event.target.value },
                          }))
                        }
                        data-testid={`in-page-page-text-${cell.languageCode}`}
                      />
                      {problems[cell.languageCode] && (
                        <span className={styles.problem}>
                          {t(problems[cell.languageCode]!.key, problems[cell.languageCode]!.params ?? {})}
                        </span>
                      )}
                    </label>
                  ))}
                  {failures[detail.address] && (
                    <p className={styles.problem} role="alert">
                      {t(failures[detail.address]!)}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          {saved && (
            <p className={styles.saved} role="status">
              {t('admin.inPageSaved')}
            </p>
          )}
          <div className={styles.actions}>
            <Button className={styles.small} onPress={onClose}>
              {t('common.close')}
            </Button>
            <Button
              className={styles.primary}
              onPress={() => void saveAll()}
              isDisabled={saving || changed.length === 0 || invalid}
              data-testid="in-page-page-texts-save"
            >
              {t('admin.inPageSaveAll')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
