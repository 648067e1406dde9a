import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell/shell-context.tsx';
import { EditPopover } from './edit-popover.tsx';
import { LanguageField } from './language-field.tsx';
import { defaultFirst } from './text-draft.ts';
import styles from './text-popover.module.css';
import { useTextEditor } from './use-text-editor.ts';

/** The text the popover edits: the keys of a mark and the element it opens at. */
export type OpenText = { keys: string[]; anchor: HTMLElement };

/**
 * The text popover (spec §4 "Editing mode", decision 0083): every language of the shop, the default
 * first, each with its state, lock, served-by language, memory hits and machine translation; saved
 * through saveTranslations with this page as `seenOn`. A mark with two keys (the same text) lets the
 * editor choose. Escape, another window or a hidden tab close it; focus returns to the mark.
 */
export function TextPopover({ text, onClose }: { text: OpenText; onClose: () => void }) {
  const { t } = useTranslation();
  const [key, setKey] = useState(text.keys[0]!);
  return (
    <EditPopover
      anchor={text.anchor}
      title={
        <>
          {t('admin.inPageTextTitle')} <code className={styles.key}>{key}</code>
        </>
      }
      testId="in-page-text-popover"
      onClose={onClose}
    >
      {(close) => (
        <>
          {text.keys.length > 1 && (
            <div role="group" aria-label={t('admin.inPageWhichText')} className={styles.keys}>
              {text.keys.map((choice) => (
                <Button
                  key={choice}
                  className={styles.small}
                  aria-pressed={choice === key}
                  onPress={() => setKey(choice)}
                >
                  {choice}
                </Button>
              ))}
            </div>
          )}
          <TextForm key={key} address={`t:${key}`} onCancel={close} />
        </>
      )}
    </EditPopover>
  );
}

function TextForm({ address, onCancel }: { address: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const editor = useTextEditor(address, tenant.defaultLanguage);
  const { detail, notice } = editor;
  if (!detail)
    return notice ? (
      <p className={styles.problem} role="alert">
        {t(notice.key)}
      </p>
    ) : (
      <p className={styles.hint}>{t('admin.inPageLoading')}</p>
    );
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      {defaultFirst(detail.languages, tenant.defaultLanguage).map((cell) => (
        <LanguageField
          key={cell.languageCode}
          address={address}
          cell={cell}
          value={editor.draft[cell.languageCode] ?? ''}
          isDefault={cell.languageCode === tenant.defaultLanguage}
          problem={editor.problems[cell.languageCode]}
          busy={editor.busy}
          onChange={(value) => editor.setText(cell.languageCode, value)}
          onToggleLock={() => void editor.toggleLock(cell.languageCode, !cell.locked)}
          onMachineTranslate={() => void editor.machineTranslate(cell.languageCode)}
        />
      ))}
      {notice && (
        <p
          className={notice.kind === 'error' ? styles.problem : styles.saved}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid="in-page-text-notice"
        >
          {t(notice.key)}
        </p>
      )}
      <div className={styles.actions}>
        <Button className={styles.small} onPress={onCancel}>
          {t('common.close')}
        </Button>
        <Button
          type="submit"
          className={styles.primary}
          isDisabled={!editor.changed || editor.busy !== null || Object.keys(editor.problems).length > 0}
          data-testid="in-page-text-save"
        >
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
