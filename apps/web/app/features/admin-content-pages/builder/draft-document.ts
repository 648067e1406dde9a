import type { PageDocument } from '@print/core/pages/page-document';
import { useSyncExternalStore } from 'react';

/**
 * The document being edited, as the page reader read it from Puck's last change (issue 25). Kept outside
 * React state: a keystroke then re-renders only what shows the document (the builder's screen and its
 * canvas), not the page builder and Puck around it, which on a page of 200 blocks cost more than the edit.
 */
export type DraftDocument = {
  get: () => PageDocument;
  set: (document: PageDocument) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createDraftDocument(initial: PageDocument): DraftDocument {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (document) => {
      if (document === current) return;
      current = document;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The draft's latest document; the component renders again when it changes. */
export const useDraftDocument = (draft: DraftDocument): PageDocument =>
  useSyncExternalStore(draft.subscribe, draft.get, draft.get);
