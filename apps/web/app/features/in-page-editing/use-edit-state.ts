import { EDIT_COOKIE, type EditKind } from '@print/core/i18n/edit-mode';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { TRANSLATION_DATABASE } from '../../lib/i18n/translation-cache.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { removeServiceWorkersAndCaches } from '../../shell/start-cleanup.ts';
import {
  ALL_OFF,
  onEditStateOfOtherTabs,
  readEditState,
  toggleFab,
  toggleKind,
  writeEditState,
  type EditState,
} from './edit-state.ts';

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The button's cookie: the server renders marks and the ledger only while it is set (decision 0083). */
function writeEditCookie(on: boolean): void {
  if ((readCookie(document.cookie, EDIT_COOKIE) === '1') !== on)
    writeCookie(EDIT_COOKIE, '1', on ? 86_400 : 0);
}

/**
 * Drops the browser's store of texts: an editor must see the texts as they are now, never a cached copy
 * hiding an edit. Best effort, like every write to it.
 */
function clearTranslationCache(): void {
  try {
    indexedDB.deleteDatabase(TRANSLATION_DATABASE);
  } catch {
    // No IndexedDB (private modes): nothing is stored either.
  }
}

/**
 * The editing mode's state for this page: read from local storage after mount (the server renders
 * everything off), written back on every change, followed when another tab changes it. While the
 * button is on, the cookie says so and the page is loaded again when it was rendered otherwise (marks
 * come from the server). When the mode starts: old service workers, caches and the stored texts go.
 */
export function useEditState(kinds: readonly EditKind[]) {
  const [state, setState] = useState<EditState>(ALL_OFF);
  const { editing } = useShell();
  const { revalidate } = useRevalidator();
  const started = useRef(false);

  useEffect(() => {
    setState(readEditState(storage()));
    return onEditStateOfOtherTabs(setState);
  }, []);

  useEffect(() => {
    writeEditCookie(state.fab);
    if (state.fab && !started.current) {
      started.current = true;
      void removeServiceWorkersAndCaches();
      clearTranslationCache();
    }
    if (!state.fab) started.current = false;
    if (state.fab !== Boolean(editing)) void revalidate();
    // Only the button and the page's rendering decide (revalidate is a new function on every render).
  }, [state.fab, editing]);

  const change = useCallback((next: (current: EditState) => EditState) => {
    setState((current) => {
      const changed = next(current);
      writeEditState(storage(), changed);
      return changed;
    });
  }, []);

  return {
    state,
    toggleFab: () => change((current) => toggleFab(current, kinds)),
    toggleKind: (kind: EditKind) => change((current) => toggleKind(current, kind)),
  };
}
