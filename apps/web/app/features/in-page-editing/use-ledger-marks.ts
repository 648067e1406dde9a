import { useContext, useEffect } from 'react';
import { I18nContext } from 'react-i18next';
import { EDIT_LEDGER_ID, parseLedger, recordTexts, type EditLedger } from '../../lib/i18n/edit-ledger.ts';
import { clearLedgerMarks, EDITOR_UI, markLedgerTexts } from './mark-ledger.ts';

/** The server's ledger of the first page and what this page's instance recorded since, together. */
function pageLedger(recorded: EditLedger): EditLedger {
  const ledger = parseLedger(document.getElementById(EDIT_LEDGER_ID)?.textContent);
  for (const [key, texts] of Object.entries(recorded))
    ledger[key] = [...new Set([...(ledger[key] ?? []), ...texts])];
  return ledger;
}

/**
 * While the text editor is active, the page's catalogue texts carry their keys (`data-edit="t:<key>"`):
 * found by their text from the ledger, again after every change of the page (a navigation, a
 * re-render), and taken away when it ends. From the editor's load on, the browser's i18next instance
 * records its texts too, so later pages are found without the server's ledger.
 */
export function useLedgerMarks(active: boolean): void {
  // The instance itself (useTranslation hands out a proxy of it): the ledger is kept per instance.
  const i18n = useContext(I18nContext)?.i18n;
  useEffect(() => {
    if (!i18n) return;
    const recorded = recordTexts(i18n);
    if (!active) return;
    let pending = 0;
    const mark = () => {
      pending = 0;
      markLedgerTexts(document.body, pageLedger(recorded));
    };
    mark();
    const observer = new MutationObserver((records) => {
      // Our own marking changes attributes only; the editor's controls are not the page.
      if (records.every((record) => (record.target as Element).closest?.(EDITOR_UI))) return;
      if (!pending) pending = window.setTimeout(mark, 100);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(pending);
      clearLedgerMarks(document.body);
    };
  }, [active, i18n]);
}
