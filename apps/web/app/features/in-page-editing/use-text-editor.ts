import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userInputFailure } from '../../lib/api/user-input-error.ts';
import { showSavedText, keyOfAddress } from './show-saved-text.ts';
import { changedTexts, draftOf, draftProblems, type Draft } from './text-draft.ts';
import {
  loadTextDetails,
  saveTexts,
  setLock,
  startMachineTranslation,
  type TextDetail,
} from './texts-api.ts';

/** A failure as its message key: the server's reason, or the generic one. */
export const failureKey = (error: unknown) => userInputFailure(error)?.key ?? 'common.genericError';

const MACHINE_POLLS = 15;
const MACHINE_POLL_MS = 1_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One text in the popover: its details (every language, state, lock, served-by), the draft as typed,
 * its save through saveTranslations with the page path as `seenOn` (a failed save keeps the draft),
 * the lock, and a machine translation of one language (a job on the server: its result is awaited).
 */
export function useTextEditor(address: string, defaultLanguage: string) {
  const { i18n } = useTranslation();
  const [detail, setDetail] = useState<TextDetail | null>(null);
  const [draft, setDraft] = useState<Draft>({});
  const [notice, setNotice] = useState<{ key: string; kind: 'error' | 'success' } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const [loaded] = await loadTextDetails([address]);
    setDetail(loaded ?? null);
    return loaded ?? null;
  }, [address]);

  useEffect(() => {
    setDetail(null);
    setNotice(null);
    reload()
      .then((loaded) => setDraft(loaded ? draftOf(loaded.languages) : {}))
      .catch((error: unknown) => setNotice({ key: failureKey(error), kind: 'error' }));
  }, [reload]);

  const problems = draftProblems(draft, defaultLanguage);
  const changes = detail ? changedTexts(detail.languages, draft) : [];

  const save = async () => {
    if (!detail || changes.length === 0 || Object.keys(problems).length > 0) return;
    setBusy('save');
    try {
      const result = await saveTexts(address, detail.revision, changes, window.location.pathname);
      const key = keyOfAddress(address);
      if (key) showSavedText(i18n, key, draft, defaultLanguage);
      setDetail({ ...detail, revision: result.revision });
      setNotice({ key: 'admin.inPageSaved', kind: 'success' });
      const loaded = await reload();
      if (loaded) setDraft(draftOf(loaded.languages));
    } catch (error) {
      // What was typed stays; the message says why.
      setNotice({ key: failureKey(error), kind: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const toggleLock = async (languageCode: string, locked: boolean) => {
    setBusy(`lock:${languageCode}`);
    try {
      await setLock(address, languageCode, locked);
      await reload();
    } catch (error) {
      setNotice({ key: failureKey(error), kind: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const machineTranslate = async (languageCode: string) => {
    if (!detail) return;
    const before = detail.languages.find((cell) => cell.languageCode === languageCode);
    setBusy(`machine:${languageCode}`);
    setNotice(null);
    try {
      await startMachineTranslation(address, languageCode);
      for (let poll = 0; poll < MACHINE_POLLS; poll++) {
        await wait(MACHINE_POLL_MS);
        const loaded = await reload();
        const cell = loaded?.languages.find((c) => c.languageCode === languageCode);
        const result = cell && (cell.suggestion ?? (cell.text !== before?.text ? cell.text : null));
        if (cell && result) {
          setDraft((current) => ({ ...current, [languageCode]: result }));
          return;
        }
      }
      setNotice({ key: 'admin.inPageTranslateNoResult', kind: 'error' });
    } catch (error) {
      setNotice({ key: failureKey(error), kind: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return {
    detail,
    draft,
    setText: (languageCode: string, text: string) => {
      setNotice(null);
      setDraft((current) => ({ ...current, [languageCode]: text }));
    },
    problems,
    changed: changes.length > 0,
    notice,
    busy,
    save,
    toggleLock,
    machineTranslate,
  };
}
