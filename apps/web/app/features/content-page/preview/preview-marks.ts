import type { PageDocument } from '@print/core/pages/page-document';

// The page builder's marks on its canvas (issue 25): attributes on the rendered page, so the shop's
// renderer stays as it is. Each is set only where it changes (an attribute set again, even to the same
// value, has the browser work out the page's styles anew), and after a keystroke only the blocks of the
// changed section are measured for being empty.

export type Marked = {
  document: PageDocument;
  language: string;
  /** Each block type's name, shown in place of a block that draws nothing yet. */
  labels: Record<string, string>;
  /** Blocks whose texts miss the editing language, and the badge's label. */
  missing: string[];
  missingLabel: string;
  selected: string | null;
  /** The server's data the blocks are drawn with (product rows, feeds, icons). */
  blockData?: unknown;
};

const byId = (id: string) => `[data-block-id="${CSS.escape(id)}"]`;

function mark(node: Element, name: string, value: string | null) {
  if (value === null) node.removeAttribute(name);
  else if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

/** The sections of `now` that `before` does not have as they are (the canvas keeps unchanged ones). */
function changedSections(before: Marked | null, now: Marked): string[] | null {
  if (!before || before.document === now.document || before.language !== now.language) return null;
  // New block data redraws blocks in any section, with a new document or without.
  if (before.blockData !== now.blockData) return null;
  const labels = Object.keys(now.labels);
  if (labels.length !== Object.keys(before.labels).length) return null;
  if (labels.some((type) => before.labels[type] !== now.labels[type])) return null;
  const kept = new Set(before.document.sections);
  return now.document.sections.filter((section) => !kept.has(section)).map((section) => section.id);
}

/**
 * Marks `page` for `now`: the selected block outlined and scrolled into view, a badge on each block
 * missing a translation, and the name of each block that draws nothing yet (a new one, its texts still
 * empty) — looked for in the changed sections only when nothing but sections changed since `before`.
 */
export function markPreview(page: Element, before: Marked | null, now: Marked) {
  const changed = changedSections(before, now);
  const blocks = changed
    ? changed.flatMap((id) => [
        ...(page
          .querySelector(`[data-section-id="${CSS.escape(id)}"]`)
          ?.querySelectorAll('[data-block-id]') ?? []),
      ])
    : [...page.querySelectorAll('[data-block-id]')];
  for (const node of blocks) {
    const empty = node.childElementCount === 0 || node.getBoundingClientRect().height < 4;
    mark(
      node,
      'data-preview-empty',
      empty ? (now.labels[node.getAttribute('data-block-type') ?? ''] ?? '') : null,
    );
  }
  const missing = new Set(now.missing);
  page.querySelectorAll('[data-missing-translation]').forEach((node) => {
    if (!missing.has(node.getAttribute('data-block-id') ?? ''))
      node.removeAttribute('data-missing-translation');
  });
  for (const id of missing) {
    const node = page.querySelector(byId(id));
    if (node) mark(node, 'data-missing-translation', now.missingLabel);
  }
  const selected = now.selected
    ? page.querySelector(`${byId(now.selected)}, [data-section-id="${CSS.escape(now.selected)}"]`)
    : null;
  page.querySelectorAll('[data-preview-selected]').forEach((node) => {
    if (node !== selected) node.removeAttribute('data-preview-selected');
  });
  if (selected) {
    mark(selected, 'data-preview-selected', '');
    selected.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }
}
