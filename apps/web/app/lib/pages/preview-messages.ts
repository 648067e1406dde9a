import type { PageDocument, PageSection } from '@print/core/pages/page-document';

// The page builder and its canvas talk by postMessage (issue 25): the canvas is the shop's own page in
// a frame of the same origin (preview-path.ts), so it has the shop's CSS, header and footer. Every
// message is checked for its origin and its source window, and read by its shape, on both sides.

const PREFIX = 'cms-preview:';

/**
 * The draft as sent to the canvas: a section the canvas has already, unchanged since the document sent
 * before, is `null` (a keystroke sends its section, not the page).
 */
export type SentDocument = Omit<PageDocument, 'sections'> & { sections: (PageSection | null)[] };

/** Editor → canvas. */
export type ToCanvas =
  | {
      type: 'cms-preview:document';
      document: SentDocument;
      language: string;
      /** Blocks whose texts miss the editing language (a badge on each). */
      missing: string[];
      /** The label of the badge. */
      missingLabel: string;
      /** Each block type's name, shown on the canvas in place of a block that draws nothing yet. */
      labels: Record<string, string>;
    }
  | { type: 'cms-preview:select'; id: string | null };

/** Canvas → editor. */
export type FromCanvas =
  | { type: 'cms-preview:ready' }
  | { type: 'cms-preview:select'; id: string }
  | { type: 'cms-preview:history'; direction: 'back' | 'forward' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The message if it is one of ours from `expected` (same origin, that window), else null. */
export function previewMessage(
  event: MessageEvent,
  expected: MessageEventSource | null,
): Record<string, unknown> | null {
  if (event.origin !== window.location.origin || expected === null || event.source !== expected) return null;
  const data: unknown = event.data;
  return isRecord(data) && typeof data.type === 'string' && data.type.startsWith(PREFIX) ? data : null;
}

export function readFromCanvas(data: Record<string, unknown>): FromCanvas | null {
  if (data.type === 'cms-preview:ready') return { type: 'cms-preview:ready' };
  if (data.type === 'cms-preview:select' && typeof data.id === 'string')
    return { type: data.type, id: data.id };
  if (data.type === 'cms-preview:history' && (data.direction === 'back' || data.direction === 'forward'))
    return { type: data.type, direction: data.direction };
  return null;
}

export function readToCanvas(data: Record<string, unknown>): ToCanvas | null {
  if (
    data.type === 'cms-preview:document' &&
    isRecord(data.document) &&
    Array.isArray((data.document as { sections?: unknown }).sections) &&
    typeof data.language === 'string' &&
    Array.isArray(data.missing) &&
    typeof data.missingLabel === 'string' &&
    isRecord(data.labels)
  ) {
    return data as unknown as ToCanvas;
  }
  if (data.type === 'cms-preview:select' && (typeof data.id === 'string' || data.id === null))
    return { type: data.type, id: data.id };
  return null;
}

/** `next` to send, its sections that are the same objects as `sent`'s at the same place left out. */
export function documentToSend(sent: PageDocument | null, next: PageDocument): SentDocument {
  if (!sent) return next;
  return {
    ...next,
    sections: next.sections.map((section, i) => (section === sent.sections[i] ? null : section)),
  };
}

/** The document the editor sent, its left-out sections taken from `shown`; null if one is not there. */
export function documentReceived(shown: PageDocument | undefined, sent: SentDocument): PageDocument | null {
  const sections: PageSection[] = [];
  for (const [i, section] of sent.sections.entries()) {
    const kept = section ?? shown?.sections[i];
    if (!kept) return null;
    sections.push(kept);
  }
  return { ...sent, sections };
}
