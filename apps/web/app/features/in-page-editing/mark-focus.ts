import { useEffect } from 'react';

const NATIVELY_FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
const ADDED = 'data-edit-focus';

/**
 * Keyboard reach of the marks while their kinds are active: a mark that is not focusable of its own
 * joins the Tab order, and the arrow keys (Home, End) move between marks, in page order. What was added
 * is taken away when the kinds change or the mode ends.
 */
export function useMarkFocus(selector: string): void {
  useEffect(() => {
    if (!selector) return;
    const marks = () => [...document.querySelectorAll<HTMLElement>(selector)];
    const reach = () => {
      for (const mark of marks())
        if (!mark.matches(NATIVELY_FOCUSABLE)) {
          mark.tabIndex = 0;
          mark.setAttribute(ADDED, '');
        }
    };
    reach();
    // Marks of later renders (navigation, the ledger's marking) join too.
    const observer = new MutationObserver(reach);
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['data-edit'] });
    const onKey = (event: KeyboardEvent) => {
      const current = event.target instanceof HTMLElement ? event.target : null;
      if (!current?.matches(selector)) return;
      const all = marks();
      const at = all.indexOf(current);
      const next =
        event.key === 'ArrowDown' || event.key === 'ArrowRight'
          ? all[at + 1]
          : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
            ? all[at - 1]
            : event.key === 'Home'
              ? all[0]
              : event.key === 'End'
                ? all.at(-1)
                : undefined;
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
      for (const mark of document.querySelectorAll<HTMLElement>(`[${ADDED}]`)) {
        mark.removeAttribute('tabindex');
        mark.removeAttribute(ADDED);
      }
    };
  }, [selector]);
}
