import { TOAST_AUTO_CLOSE_MS } from '@print/core/constants';
import { useEffect, useRef } from 'react';
import type { ToastContentProps } from 'react-toastify/unstyled';

/**
 * A toast's text, which also closes it after TOAST_AUTO_CLOSE_MS of not being paused (hover, window
 * focus lost: react-toastify's `isPaused`). react-toastify times auto-close by its progress bar's
 * animation, so even with `hideProgressBar` every toast held a hidden bar; the container sets
 * `customProgressBar` so there is none, and the time is kept here instead (spec §2, §9: 2 s, no
 * progress bar).
 */
export function AutoClosingMessage({
  message,
  closeToast,
  isPaused,
}: { message: string } & Pick<ToastContentProps, 'closeToast' | 'isPaused'>) {
  const remaining = useRef(TOAST_AUTO_CLOSE_MS);
  const close = useRef(closeToast);
  close.current = closeToast;

  useEffect(() => {
    if (isPaused) return;
    const started = performance.now();
    const timer = setTimeout(() => close.current(true), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= performance.now() - started;
    };
  }, [isPaused]);

  return <span data-auto-close-ms={TOAST_AUTO_CLOSE_MS}>{message}</span>;
}
