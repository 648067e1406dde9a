import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  browserStorage,
  readPendingWork,
  RESUME_PARAM,
  resumeAction,
  type PendingWork,
} from '../../lib/guest/pending-work.ts';
import { useShell } from '../../shell/shell-context.tsx';

/**
 * Back on the product page after logging in (`?resume=` of the guest's way back, issue 12): hands over
 * what the guest kept in this browser, once, and takes the parameter out of the address so a reload
 * or the back button does not do it again. Nothing without a session or without kept work.
 */
export function useResumeAfterLogin(productId: string, onResume: (work: PendingWork) => void): void {
  const [search, setSearch] = useSearchParams();
  const { session } = useShell();
  const done = useRef(false);
  const action = resumeAction(search);

  useEffect(() => {
    if (!action || done.current) return;
    done.current = true;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RESUME_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    const browser = browserStorage();
    if (!session || !browser) return;
    const work = readPendingWork(browser.storage, browser.host, productId, Date.now());
    // The kept work, with the action of the way back (the guest may have asked again since).
    if (work) onResume({ ...work, action });
  }, [action, session, productId, setSearch, onResume]);
}
