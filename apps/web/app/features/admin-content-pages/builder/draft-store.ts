import type { PageDocument } from '@print/core/pages/page-document';

// The page builder's crash draft (issue 25): the document being edited, kept in the browser while it
// differs from the stored one, so a crashed tab or a closed window loses nothing. Kept per page and per
// stored version it was based on: a draft of an older version is offered only with that warning's
// context (the editor shows when it was kept). Storage may be full or off: then nothing is kept.

type Draft = { version: number; savedAt: string; document: PageDocument };

const keyOf = (pageId: string) => `page-builder-draft:${pageId}`;

export function readDraft(pageId: string): Draft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(pageId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft;
    return typeof draft.version === 'number' && draft.document && Array.isArray(draft.document.sections)
      ? draft
      : null;
  } catch {
    return null;
  }
}

export function keepDraft(pageId: string, version: number, document: PageDocument): void {
  try {
    const draft: Draft = { version, savedAt: new Date().toISOString(), document };
    window.localStorage.setItem(keyOf(pageId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the editor goes on without a crash draft.
  }
}

export function dropDraft(pageId: string): void {
  try {
    window.localStorage.removeItem(keyOf(pageId));
  } catch {
    // Nothing kept, nothing to drop.
  }
}
