// Kept apart from the messages (theme-preview-messages.ts): every shop page runs this check, and only
// the editor's frame loads the rest.

/** The attribute (value '1') on the theme editor's frame that makes the page inside load the listener. */
export const THEME_PREVIEW_ATTRIBUTE = 'data-theme-preview';

/** Whether this page is inside the theme editor's frame (same origin: a foreign parent shows null). */
export function isThemePreviewFrame(): boolean {
  return typeof window !== 'undefined' && window.frameElement?.getAttribute(THEME_PREVIEW_ATTRIBUTE) === '1';
}
