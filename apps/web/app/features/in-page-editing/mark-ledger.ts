import type { EditLedger } from '../../lib/i18n/edit-ledger.ts';

/** The attributes whose text a catalogue key can be (besides an element's own text). */
export const MARKED_ATTRIBUTES = ['placeholder', 'title', 'aria-label', 'alt'] as const;
/** The editor's own controls: never marked. */
export const EDITOR_UI = '[data-edit-ui]';
const KEY_MARK = 't:';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Text → the keys that gave it. */
function keysByText(ledger: EditLedger): Map<string, string[]> {
  const byText = new Map<string, string[]>();
  for (const [key, texts] of Object.entries(ledger))
    for (const text of texts) {
      const normal = normalise(text);
      if (!normal) continue;
      const keys = byText.get(normal) ?? [];
      if (!keys.includes(key)) byText.set(normal, [...keys, key]);
    }
  return byText;
}

/** An element's own text: its direct text nodes, not its children's. */
function ownText(element: Element): string {
  let text = '';
  for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) text += node.nodeValue ?? '';
  return normalise(text);
}

/**
 * Marks the catalogue texts of the page (decision 0083): each element whose own text, or one of whose
 * placeholder/title/aria-label/alt values, equals a text of the ledger gets `data-edit="t:<key>"` (two
 * keys with the same text: both, space-separated; the editor lets the editor choose). Entity marks
 * the server rendered (`product:…`) are kept. Returns how many elements carry a key mark.
 */
export function markLedgerTexts(root: ParentNode, ledger: EditLedger): number {
  const byText = keysByText(ledger);
  let marked = 0;
  for (const element of root.querySelectorAll('*')) {
    if (element.closest(`script, style, template, ${EDITOR_UI}`)) continue;
    const current = element.getAttribute('data-edit');
    if (current && !current.startsWith(KEY_MARK)) continue;
    const keys = new Set(byText.get(ownText(element)) ?? []);
    for (const attribute of MARKED_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value) for (const key of byText.get(normalise(value)) ?? []) keys.add(key);
    }
    if (keys.size === 0) {
      if (current) element.removeAttribute('data-edit');
      continue;
    }
    element.setAttribute('data-edit', [...keys].map((key) => KEY_MARK + key).join(' '));
    marked++;
  }
  return marked;
}

/** Removes the key marks (the mode ends); entity marks stay, they are the server's. */
export function clearLedgerMarks(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[data-edit^="${KEY_MARK}"]`))
    element.removeAttribute('data-edit');
}
