import type { KeyboardEvent } from 'react';

/**
 * Puck binds Ctrl/⌘+Z, Ctrl/⌘+Shift+Z and Ctrl/⌘+Y on the document to undo the whole page; inside a
 * text field those keys belong to the field (its own typing history), so they stop there.
 */
export function stopEditorUndo(event: KeyboardEvent) {
  const key = event.key.toLowerCase();
  if ((event.ctrlKey || event.metaKey) && (key === 'z' || key === 'y')) event.stopPropagation();
}
