import type { Theme } from '@print/core/theme/types';

// The theme editor and its preview frame talk by postMessage (issue 26): the frame is a real shop page of
// the same origin, marked by the editor (theme-preview-frame.ts); the page's storefront layout then loads
// the preview listener (features/theme-preview), which says it is ready and draws every theme it is sent.
// A theme travels as JSON, never as CSS: the frame builds its CSS with core's code, as the server does.
// Every message is checked for its origin and its source window, and read by its shape, on both sides.

const PREFIX = 'theme-preview:';

/** Editor → frame. */
export type ToThemePreview = { type: 'theme-preview:theme'; theme: Theme };

/** Frame → editor. */
export type FromThemePreview =
  /** The page loaded the listener (once per page load): send it the theme. */
  | { type: 'theme-preview:ready' }
  /** The page the frame shows now (after each navigation inside it), path and query. */
  | { type: 'theme-preview:location'; path: string }
  /** Ctrl/Cmd+Z (back) or Shift+Ctrl/Cmd+Z, Ctrl+Y (forward) pressed inside the frame. */
  | { type: 'theme-preview:history'; direction: 'back' | 'forward' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The message's data if it is one of ours from `expected` (same origin, that window), else null. */
function ours(event: MessageEvent, expected: MessageEventSource | null): Record<string, unknown> | null {
  if (event.origin !== window.location.origin || expected === null || event.source !== expected) return null;
  const data: unknown = event.data;
  return isRecord(data) && typeof data.type === 'string' && data.type.startsWith(PREFIX) ? data : null;
}

/** What the frame `frame` said, in the editor. */
export function readFromThemePreview(event: MessageEvent, frame: Window | null): FromThemePreview | null {
  const data = ours(event, frame);
  if (!data) return null;
  if (data.type === 'theme-preview:ready') return { type: data.type };
  if (data.type === 'theme-preview:location' && typeof data.path === 'string' && data.path.startsWith('/'))
    return { type: data.type, path: data.path };
  if (data.type === 'theme-preview:history' && (data.direction === 'back' || data.direction === 'forward'))
    return { type: data.type, direction: data.direction };
  return null;
}

/** What the editor (the parent window) sent, in the frame. */
export function readToThemePreview(event: MessageEvent): ToThemePreview | null {
  const data = ours(event, window.parent === window ? null : window.parent);
  if (data?.type === 'theme-preview:theme' && isRecord(data.theme))
    return { type: data.type, theme: data.theme as Theme };
  return null;
}
