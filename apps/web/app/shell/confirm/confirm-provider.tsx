import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { onFirstUse } from '../../ui/on-first-use.tsx';
import type { ConfirmFn, ConfirmOptions } from './confirm-types.ts';

// Loaded with the first question: most pages never ask one (issue 13).
const confirmDialog = onFirstUse(() => import('./confirm-dialog.tsx').then((module) => module.ConfirmDialog));

type Pending = { id: number; options: ConfirmOptions; resolve: (confirmed: boolean) => void };

const ConfirmContext = createContext<ConfirmFn | null>(null);

/** The global confirmation dialog (spec §2): `const confirm = useConfirm(); if (await confirm({…}))`. */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmProvider');
  return confirm;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  // Once shown, the dialog stays mounted, so it can close as it does when loaded with the page.
  const [used, setUsed] = useState(false);
  // The ref is the source of truth for settling, so a double press cannot resolve twice.
  const current = useRef<Pending | null>(null);
  const nextId = useRef(1);

  const confirm = useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve) => {
        current.current?.resolve(false); // one dialog at a time: a new request cancels the old one
        const request = { id: nextId.current++, options, resolve };
        current.current = request;
        setUsed(true);
        setPending(request);
      }),
    [],
  );

  const settle = useCallback((confirmed: boolean) => {
    const request = current.current;
    if (!request) return;
    current.current = null;
    setPending(null);
    request.resolve(confirmed);
  }, []);

  // A question belongs to the page that asked it: navigating away (links, back button) cancels it. The
  // page's own query changing (a table's search written after a pause, its sort or page) is no leaving:
  // a question asked just before a search applied stayed open only by luck before.
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    settle(false);
  }, [pathname, settle]);

  return (
    <ConfirmContext value={confirm}>
      {children}
      {/* Keyed per request: typed text and focus start fresh every time (spec §4 "reset"). */}
      {used && (
        <confirmDialog.Loaded key={pending?.id ?? 0} options={pending?.options ?? null} onSettle={settle} />
      )}
    </ConfirmContext>
  );
}
