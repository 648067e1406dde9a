import { cssVariablesToStyleText, themeToCssVariables } from '@print/core/theme/css-variables';
import { themeFontFaceCss } from '@print/core/theme/font-faces';
import { mergeThemeWithDefaults } from '@print/core/theme/merge-theme';
import { readToThemePreview, type FromThemePreview } from '../../lib/theme/theme-preview-messages.ts';
import { THEME_STYLE_ID } from '../../lib/theme/theme-style-id.ts';

// The shop page's side of the theme editor's preview (issue 26, lib/theme/theme-preview-messages.ts).
// Loaded only inside the editor's frame (the storefront layout checks the frame's mark first), so no
// shopper downloads it. A theme arrives as JSON and is drawn in the same task: its custom properties and
// font faces are built by core's code, as the server builds the published theme's <style>, and go into
// two <style>s right after the server's (same rules, later: they win), so the next frame shows the draft,
// with no request and no reload. The server's tag keeps its text: its font faces stay parsed, and the
// draft's faces are written only when its fonts differ and only when they change (rules parsed anew would
// fetch their files again). A client-side navigation keeps the tags (the root layout stays), so the draft
// stays too; a full page load says ready again and gets the theme again.

let started = false;
let drafted: { variables: HTMLStyleElement; faces: HTMLStyleElement; servedFaces: string } | null = null;

const send = (message: FromThemePreview) => window.parent.postMessage(message, window.location.origin);

/** Draws `theme` (untrusted shape: read tolerantly, as a stored theme is) over the page's own theme. */
export function applyPreviewTheme(sent: unknown): void {
  const served = document.getElementById(THEME_STYLE_ID);
  if (!served) return;
  if (!drafted) {
    const text = served.textContent ?? '';
    drafted = {
      variables: document.createElement('style'),
      faces: document.createElement('style'),
      // The server writes the variables, a line break, then the faces.
      servedFaces: text.slice(text.indexOf('\n') + 1),
    };
    served.after(drafted.variables, drafted.faces);
  }
  const theme = mergeThemeWithDefaults(sent);
  drafted.variables.textContent = cssVariablesToStyleText(themeToCssVariables(theme));
  const faces = themeFontFaceCss(theme);
  const extraFaces = faces === drafted.servedFaces ? '' : faces;
  if (drafted.faces.textContent !== extraFaces) drafted.faces.textContent = extraFaces;
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input, textarea, select, [contenteditable]') !== null);

/** Undo and redo pressed in the frame belong to the editor (its history), unless typing in a field. */
function forwardHistoryKeys(event: KeyboardEvent) {
  const key = event.key.toLowerCase();
  if (!(event.ctrlKey || event.metaKey) || (key !== 'z' && key !== 'y') || isEditable(event.target)) return;
  event.preventDefault();
  send({ type: 'theme-preview:history', direction: key === 'y' || event.shiftKey ? 'forward' : 'back' });
}

/**
 * Starts listening (once per page load: says ready, then draws every theme the editor sends) and tells
 * the editor the page's address; the storefront layout calls it again after each navigation.
 */
export function startThemePreview(path: string): void {
  if (!started) {
    started = true;
    window.addEventListener('message', (event) => {
      const message = readToThemePreview(event);
      if (message) applyPreviewTheme(message.theme);
    });
    window.addEventListener('keydown', forwardHistoryKeys);
    send({ type: 'theme-preview:ready' });
  }
  send({ type: 'theme-preview:location', path });
}
