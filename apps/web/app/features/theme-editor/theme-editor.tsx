import { MEDIA_QUERIES } from '@print/core/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ThemeEditorView } from '../../lib/admin/theme-editor-api.ts';
import type { FromThemePreview } from '../../lib/theme/theme-preview-messages.ts';
import { UnsavedChangesDialog } from '../../ui/admin-kit/unsaved-changes-dialog.tsx';
import { useUnsavedChangesGuard } from '../../ui/admin-kit/use-unsaved-changes-guard.ts';
import { ViewportSwitch } from '../../ui/preview-frame/viewport-switch.tsx';
import type { ViewportKey } from '../../ui/preview-frame/viewports.ts';
import { AddressField } from './address-field.tsx';
import { EditorBar } from './editor-bar.tsx';
import { EditorPanels } from './editor-panels.tsx';
import { useHeaderEditing } from './header/use-header-editing.ts';
import { ThemeFrame } from './theme-frame.tsx';
import { useThemeEditing } from './use-theme-editing.ts';
import styles from './theme-editor.module.css';

/** Typing in a field keeps the field's own undo; everywhere else Ctrl/Cmd+Z is the theme's. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement &&
      !['checkbox', 'radio', 'button', 'submit', 'range', 'color'].includes(target.type)));

type Props = {
  view: ThemeEditorView;
  /** The shop page the frame opens with. */
  initialPath: string;
  /** Where Close leads. */
  closeTo: string;
};

/**
 * The theme editor (issue 26, spec §2 /themeeditor): full screen, the bar across the top, the panels on
 * one side and the live shop on the other at Desktop, Tablet or Mobile width. Every change goes to the
 * frame at once; undo and redo by button or Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z (in the frame too). Leaving with
 * unsaved changes — of the theme or the header settings; Close, Back, a link — asks Save & Close or Discard.
 */
export function ThemeEditor({ view, initialPath, closeTo }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editing = useThemeEditing(view);
  const frame = useRef<HTMLIFrameElement>(null);
  // On a phone the shop is previewed at its phone width first (a desktop page scaled to a phone is unreadable).
  const [viewport, setViewport] = useState<ViewportKey>(() =>
    window.matchMedia(MEDIA_QUERIES.smartphone).matches ? 'mobile' : 'desktop',
  );
  const [framePath, setFramePath] = useState(initialPath);
  // Saved header settings are live at once: the frame reloads to draw the shop's header with them.
  const header = useHeaderEditing(() => frame.current?.contentWindow?.location.reload());
  const blocker = useUnsavedChangesGuard(editing.isDirty || header.isDirty);
  const { undo, redo } = editing;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      if (!(event.ctrlKey || event.metaKey) || (key !== 'z' && key !== 'y') || isTyping(event.target)) return;
      event.preventDefault();
      (key === 'y' || event.shiftKey ? redo : undo)();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);

  const onFrameMessage = (message: FromThemePreview) => {
    if (message.type === 'theme-preview:location') setFramePath(message.path);
    if (message.type === 'theme-preview:history') (message.direction === 'back' ? undo : redo)();
  };
  // The theme and the header are saved apart; Save & Close saves whichever has changes.
  const saveAndClose = async () => {
    const saved = (!editing.isDirty || (await editing.save())) && (!header.isDirty || (await header.save()));
    if (saved) blocker.proceed?.();
    else blocker.reset?.();
  };

  return (
    <div className={styles.editor} data-testid="theme-editor">
      <EditorBar
        editing={editing}
        hasUnpublishedChanges={view.hasUnpublishedChanges}
        onClose={() => void navigate(closeTo)}
      />
      <div className={styles.body}>
        <aside className={styles.panel} aria-label={t('admin.themePanels')}>
          <EditorPanels editing={editing} view={view} header={header} />
        </aside>
        <main className={styles.stage}>
          <div className={styles.stageBar}>
            <AddressField
              shown={framePath}
              onGo={(path) => frame.current?.contentWindow?.location.assign(path)}
            />
            <button
              type="button"
              className={styles.barButton}
              onClick={() => frame.current?.contentWindow?.location.reload()}
              data-testid="theme-reload"
            >
              {t('common.reload')}
            </button>
            <ViewportSwitch value={viewport} onChange={setViewport} label={t('admin.themeViewport')} />
          </div>
          <div className={styles.frameArea}>
            <ThemeFrame
              theme={editing.theme}
              initialPath={initialPath}
              viewport={viewport}
              frameRef={frame}
              onMessage={onFrameMessage}
            />
          </div>
        </main>
      </div>
      <UnsavedChangesDialog
        isOpen={blocker.state === 'blocked'}
        isSaving={editing.busy !== null || header.saving}
        onSaveAndClose={() => void saveAndClose()}
        onDiscard={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </div>
  );
}
