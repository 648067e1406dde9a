import { useEffect } from 'react';
import { EDITOR_UI } from './mark-ledger.ts';
import type { OpenText } from './text-popover.tsx';

const TEXT_MARK = '[data-edit^="t:"]';

/** The keys of a mark (`data-edit="t:a t:b"`: two keys gave the same text). */
export const keysOfMark = (element: Element): string[] =>
  (element.getAttribute('data-edit') ?? '')
    .split(' ')
    .filter((address) => address.startsWith('t:'))
    .map((address) => address.slice(2));

/**
 * While the text editor is active, a click on a marked text, or Enter on one that has focus, opens its
 * popover instead of what the element would do (a link, a button): the page is being edited.
 */
export function useMarkOpen(active: boolean, open: (text: OpenText) => void): void {
  useEffect(() => {
    if (!active) return;
    const markOf = (target: EventTarget | null) => {
      if (!(target instanceof Element) || target.closest(EDITOR_UI)) return null;
      const mark = target.closest<HTMLElement>(TEXT_MARK);
      return mark && keysOfMark(mark).length > 0 ? mark : null;
    };
    const take = (event: Event, mark: HTMLElement) => {
      event.preventDefault();
      event.stopPropagation();
      open({ keys: keysOfMark(mark), anchor: mark });
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
  }, [active, open]);
}
