import { useCallback, useState } from 'react';
import { Button, Dialog, Heading, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell/shell-context.tsx';
import { useDismissOnLeave } from './dismiss-on-leave.ts';
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
  const close = useCallback(() => {
    onClose();
    // Back where the editor was (the mark is focusable while the text editor is active).
    if (text.anchor.isConnected) text.anchor.focus();
  }, [onClose, text.anchor]);
  useDismissOnLeave(true, close);
  return (
    <Popover
      triggerRef={{ current: text.anchor }}
      isOpen
      onOpenChange={(open) => !open && close()}
      placement="bottom start"
      className={styles.popover}
      data-edit-ui=""
    >
      <Dialog
        aria-labelledby="in-page-text-title"
        className={styles.dialog}
        data-testid="in-page-text-popover"
      >
        <Heading id="in-page-text-title" slot="title" className={styles.title}>
          {t('admin.inPageTextTitle')} <code className={styles.key}>{key}</code>
        </Heading>
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
      </Dialog>
    </Popover>
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
