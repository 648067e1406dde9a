import { useEffect } from 'react';

/**
 * Closes an open editing popover when the editor looks away: Escape, the window losing focus (switching
 * windows or apps) or the page being hidden (switching tabs). A popover left open, or a key held when
 * the window lost focus, must never leave the editing mode stuck (tolgee-js#3206).
 */
export function useDismissOnLeave(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') close();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('blur', close);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('blur', close);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [open, close]);
}
