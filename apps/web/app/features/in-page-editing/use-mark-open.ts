import { useEffect } from 'react';
import { EDITOR_UI } from './mark-ledger.ts';

/** The keys of a mark (`data-edit="t:a t:b"`: two keys gave the same text). */
export const keysOfMark = (element: Element): string[] =>
  (element.getAttribute('data-edit') ?? '')
    .split(' ')
    .filter((address) => address.startsWith('t:'))
    .map((address) => address.slice(2));

/** What an active editor opens: the marks it edits, and its editor for one of them. */
export type MarkOpener = { selector: string; open: (mark: HTMLElement) => void };

/**
 * While editors are active, a click on a mark of theirs, or Enter on one that has focus, opens its
 * editor instead of what the element would do (a link, a button): the page is being edited. The mark
 * nearest to what was clicked decides (a product name inside a CMS block is the product's).
 */
export function useMarkOpen(openers: readonly MarkOpener[]): void {
  useEffect(() => {
    if (openers.length === 0) return;
    const all = openers.map((opener) => opener.selector).join(', ');
    const markOf = (target: EventTarget | null) =>
      target instanceof Element && !target.closest(EDITOR_UI) ? target.closest<HTMLElement>(all) : null;
    const take = (event: Event, mark: HTMLElement) => {
      const opener = openers.find((candidate) => mark.matches(candidate.selector));
      if (!opener) return;
      event.preventDefault();
      event.stopPropagation();
      opener.open(mark);
    };
    const onClick = (event: MouseEvent) => {
      const mark = markOf(event.target);
      if (mark) take(event, mark);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.target !== markOf(event.target)) return;
      take(event, event.target as HTMLElement);
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [openers]);
}
