import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { Button } from '../../ui/button.tsx';
import { checkThemeContrast } from '@print/core/theme/contrast-pairs';
import { pairLine } from './panels/contrast-panel.tsx';
import { redoName, undoName } from './theme-history.ts';
import type { ThemeEditing } from './use-theme-editing.ts';
import styles from './theme-editor.module.css';

type Props = {
  editing: ThemeEditing;
  /** Saved draft differs from the published theme. */
  hasUnpublishedChanges: boolean;
  onClose: () => void;
};

/**
 * The editor's bar: Close, the title with where the theme stands (unsaved, draft, published), undo and
 * redo named by their step, Save draft and Publish (which asks first, naming pairs that fail contrast).
 */
export function EditorBar({ editing, hasUnpublishedChanges, onClose }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  const undoing = undoName(editing.history);
  const redoing = redoName(editing.history);
  const status = editing.isDirty
    ? 'admin.themeStatusUnsaved'
    : hasUnpublishedChanges
      ? 'admin.themeStatusDraft'
      : 'admin.themeStatusPublished';

  const publish = async () => {
    const failing = checkThemeContrast(editing.theme);
    const confirmed = await confirm({
      message: t('admin.themePublishQuestion'),
      confirmLabel: t('admin.themePublish'),
      ...(failing.length > 0 && {
        details: (
          <div data-testid="publish-contrast">
            <p>{t('admin.themeContrastFailing')}</p>
            <ul>
              {failing.map((pair) => (
                <li key={pair.id}>{pairLine(t, pair)}</li>
              ))}
            </ul>
          </div>
        ),
      }),
    });
    if (confirmed) await editing.publish();
  };

  return (
    <header className={styles.bar}>
      <button type="button" className={styles.barButton} onClick={onClose} data-testid="theme-close">
        {t('common.close')}
      </button>
      <div className={styles.titleBlock}>
        <h1 className={styles.title}>{t('admin.themeEditor')}</h1>
        <span className={styles.status} data-state={status} data-testid="theme-status">
          {t(status)}
        </span>
      </div>
      <div className={styles.barActions}>
        <div className={styles.historyButtons}>
          <button
            type="button"
            className={styles.barButton}
            disabled={undoing === null}
            onClick={editing.undo}
            title={undoing ? t('admin.themeUndoStep', { what: undoing }) : undefined}
            aria-keyshortcuts="Control+Z Meta+Z"
            data-testid="theme-undo"
          >
            {t('cms.undo')}
          </button>
          <button
            type="button"
            className={styles.barButton}
            disabled={redoing === null}
            onClick={editing.redo}
            title={redoing ? t('admin.themeRedoStep', { what: redoing }) : undefined}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
            data-testid="theme-redo"
          >
            {t('cms.redo')}
          </button>
        </div>
        <Button
          color="secondary"
          size="small"
          className={styles.barAction}
          isDisabled={editing.busy !== null || !editing.isDirty}
          onPress={() => void editing.save()}
          data-testid="theme-save"
        >
          {t(editing.busy === 'saving' ? 'common.saving' : 'admin.themeSaveDraft')}
        </Button>
        <Button
          size="small"
          className={styles.barAction}
          isDisabled={editing.busy !== null || (!editing.isDirty && !hasUnpublishedChanges)}
          onPress={() => void publish()}
          data-testid="theme-publish"
        >
          {t('admin.themePublish')}
        </Button>
      </div>
    </header>
  );
}
