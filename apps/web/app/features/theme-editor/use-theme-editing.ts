import { mergeThemeWithDefaults } from '@print/core/theme/merge-theme';
import { checkThemeConfig } from '@print/core/theme/theme-rules';
import type { Theme } from '@print/core/theme/types';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  keepEditorView,
  publishTheme,
  saveThemeDraft,
  type ThemeEditorView,
} from '../../lib/admin/theme-editor-api.ts';
import { notify } from '../../ui/toast.ts';
import { problemLines, failureText } from './theme-failure.ts';
import { sameTheme } from '@print/core/theme/theme-editor-compare';
import { recordChange, redo, startHistory, undo, type ThemeHistory } from './theme-history.ts';

/** A stored config as the editor edits it: the whole theme, read tolerantly (spec §8). */
export const editableTheme = (config: unknown): Theme => mergeThemeWithDefaults(config);

/**
 * The theme being edited (issue 26): its history (undo, redo), what was saved last (the draft and its
 * revision, which a save names so a change made meanwhile elsewhere is not overwritten) and saving or
 * publishing it. Every theme sent is checked with core's rules first; nothing is sent while they fail.
 */
export function useThemeEditing(view: ThemeEditorView) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [history, setHistory] = useState<ThemeHistory>(() => startHistory(editableTheme(view.draft)));
  const [saved, setSaved] = useState(() => ({ theme: history.present, revision: view.draftRevision }));
  const [busy, setBusy] = useState<'saving' | 'publishing' | null>(null);
  const theme = history.present;

  const change = useCallback(
    (next: Theme, what: string) => setHistory((current) => recordChange(current, next, what, Date.now())),
    [],
  );
  /** Starts over from a config the server now holds (a version restored, the draft discarded). */
  const startFrom = useCallback(
    (next: ThemeEditorView) => {
      keepEditorView(client, next);
      const restored = editableTheme(next.draft);
      setHistory(startHistory(restored));
      setSaved({ theme: restored, revision: next.draftRevision });
    },
    [client],
  );

  const send = async (kind: 'saving' | 'publishing'): Promise<boolean> => {
    if (busy) return false;
    const { problems } = checkThemeConfig(theme);
    if (problems.length > 0) {
      notify([t('admin.themeSaveFailed'), ...problemLines(t, problems)].join('\n'), 'error');
      return false;
    }
    setBusy(kind);
    try {
      const sent = theme;
      const next = await (kind === 'saving' ? saveThemeDraft : publishTheme)(sent, saved.revision);
      keepEditorView(client, next);
      setSaved({ theme: sent, revision: next.draftRevision });
      notify(t(kind === 'saving' ? 'admin.themeDraftSaved' : 'admin.themePublished'), 'success');
      return true;
    } catch (error) {
      notify(failureText(t, error, 'admin.themeSaveFailed'), 'error');
      return false;
    } finally {
      setBusy(null);
    }
  };

  return {
    theme,
    history,
    change,
    undo: useCallback(() => setHistory(undo), []),
    redo: useCallback(() => setHistory(redo), []),
    isDirty: !sameTheme(theme, saved.theme),
    busy,
    save: () => send('saving'),
    publish: () => send('publishing'),
    startFrom,
  };
}

export type ThemeEditing = ReturnType<typeof useThemeEditing>;
