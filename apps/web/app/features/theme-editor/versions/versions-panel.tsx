import { resolveColor } from '@print/core/theme/resolve-color';
import { useTranslation } from 'react-i18next';
import {
  discardThemeDraft,
  restoreThemeVersion,
  type ThemeEditorView,
  type ThemeVersionView,
} from '../../../lib/admin/theme-editor-api.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useConfirmAction } from '../../../ui/admin-kit/use-confirm-action.ts';
import { notify } from '../../../ui/toast.ts';
import { failureText } from '../theme-failure.ts';
import { editableTheme, type ThemeEditing } from '../use-theme-editing.ts';
import styles from '../panels/panels.module.css';

const SWATCHES = ['colors.primary.background', 'colors.secondary.background', 'colors.body.background'];

function VersionRow({
  version,
  isLive,
  onRestore,
}: {
  version: ThemeVersionView;
  isLive: boolean;
  onRestore: () => void;
}) {
  const { t, i18n } = useTranslation();
  const theme = editableTheme(version.config);
  const date = formatDateTime(version.publishedAt, i18n.language);
  return (
    <li className={styles.card} data-testid={`theme-version-${version.number}`}>
      <span className={styles.swatchStrip} aria-hidden="true">
        {SWATCHES.map((path) => (
          <span key={path} style={{ background: resolveColor(theme, path) }} />
        ))}
      </span>
      <span className={styles.cardText}>
        <span className={styles.cardTitle}>
          {t('admin.themeVersion', { number: String(version.number) })}
          {isLive && <span className={styles.badge}>{t('admin.themeVersionLive')}</span>}
        </span>
        <span className={styles.cardMeta}>
          {version.publishedBy
            ? t('admin.themePublishedAtBy', { date, name: version.publishedBy })
            : t('admin.themePublishedAt', { date })}
        </span>
      </span>
      {!isLive && (
        <button
          type="button"
          className={styles.smallButton}
          onClick={onRestore}
          data-testid="theme-version-restore"
        >
          {t('admin.themeRestore')}
        </button>
      )}
    </li>
  );
}

/**
 * The Versions panel: the last 20 published themes, newest (live) first, each restorable (asked first:
 * it is published again at once and becomes the draft); and the draft discarded, back to the live theme.
 */
export function VersionsPanel({ view, editing }: { view: ThemeEditorView; editing: ThemeEditing }) {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  const restore = async (version: ThemeVersionView) => {
    const number = String(version.number);
    if (
      !(await confirm({
        message: t('admin.themeRestoreQuestion', { number }),
        confirmLabel: t('admin.themeRestore'),
      }))
    )
      return;
    try {
      editing.startFrom(await restoreThemeVersion(version.id));
      notify(t('admin.themeRestored', { number }), 'success');
    } catch (error) {
      notify(failureText(t, error, 'admin.themeSaveFailed'), 'error');
    }
  };
  const discard = async () => {
    if (
      !(await confirm({
        message: t('admin.themeDiscardDraftQuestion'),
        confirmLabel: t('admin.themeDiscardDraft'),
      }))
    )
      return;
    try {
      editing.startFrom(await discardThemeDraft());
      notify(t('admin.themeDraftDiscarded'), 'success');
    } catch (error) {
      notify(failureText(t, error, 'admin.themeSaveFailed'), 'error');
    }
  };
  return (
    <div className={styles.panel} data-testid="versions-panel">
      {(view.hasUnpublishedChanges || editing.isDirty) && (
        <div className={styles.notice}>
          <p>{t('admin.themeDraftNotice')}</p>
          <button
            type="button"
            className={styles.smallButton}
            onClick={() => void discard()}
            data-testid="theme-discard-draft"
          >
            {t('admin.themeDiscardDraft')}
          </button>
        </div>
      )}
      <p className={styles.intro}>{t('admin.themeVersionsIntro')}</p>
      {view.versions.length === 0 ? (
        <p className={styles.empty}>{t('admin.themeNoVersions')}</p>
      ) : (
        <ul className={styles.cards}>
          {view.versions.map((version, i) => (
            <VersionRow
              key={version.id}
              version={version}
              isLive={i === 0}
              onRestore={() => void restore(version)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
