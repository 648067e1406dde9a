import { useState } from 'react';
import type { ReactNode } from 'react';
import { onFirstUse, useOpenedOnce } from '../../ui/on-first-use.tsx';
import type { ReleasePiece } from './release-pieces.ts';

// Loaded with the first release asked for: most visits of the cart and product pages ask none.
const releaseDialog = onFirstUse(() =>
  import('./content-release-dialog.tsx').then((module) => module.ContentReleaseDialog),
);

type Pending = {
  pieces: readonly ReleasePiece[];
  save: () => Promise<boolean>;
  resolve: (released: boolean) => void;
};

export type ContentRelease = {
  /**
   * Shows the release of `pieces`. Confirming runs `save` (the call that puts the items into the
   * cart with `contentReleased`) while the dialog waits; `save` says how it went (toasts) and resolves
   * true when the items are in the cart. Resolves false when cancelled or not saved.
   */
  request: (pieces: readonly ReleasePiece[], save: () => Promise<boolean>) => Promise<boolean>;
  isOpen: boolean;
  /** The dialog; render it where the caller's other dialogs are. */
  dialog: ReactNode;
};

/**
 * The one content-release step (spec §5) of every path by which a personalised item enters the cart:
 * the product form, finishing a draft, a watchlist entry into the cart, reorder and reopen in cart.
 */
export function useContentRelease(): ContentRelease {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const opened = useOpenedOnce(pending !== null);

  const request = (pieces: readonly ReleasePiece[], save: () => Promise<boolean>) =>
    new Promise<boolean>((resolve) => setPending({ pieces, save, resolve }));

  const confirm = async () => {
    if (!pending || busy) return;
    setBusy(true);
    let saved = false;
    try {
      saved = await pending.save();
    } finally {
      setBusy(false);
      setPending(null);
      pending.resolve(saved);
    }
  };
  const cancel = () => {
    pending?.resolve(false);
    setPending(null);
  };

  return {
    request,
    isOpen: pending !== null,
    dialog: opened ? (
      <releaseDialog.Loaded
        isOpen={pending !== null}
        pieces={pending?.pieces ?? []}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
    ) : null,
  };
}
