import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The form's fullscreen mode. The form always takes the whole viewport; fullscreen also hides the
 * browser's own chrome through the Fullscreen API where there is one. The whole document goes
 * fullscreen, not the form alone, so the confirmation dialog and the toasts (which live outside the
 * form) stay visible. Without the API (e.g. iPhone Safari) the mode is CSS only: edge to edge.
 */
export function useFullscreen(): { isFullscreen: boolean; toggle: () => void } {
  const [isFullscreen, setFullscreen] = useState(false);
  /** The browser is fullscreen because we asked (not because the user pressed F11 before). */
  const startedApi = useRef(false);

  useEffect(() => {
    const sync = () => {
      // Leaving with Escape or the browser's own control ends our mode too.
      if (startedApi.current && !document.fullscreenElement) {
        startedApi.current = false;
        setFullscreen(false);
      }
    };
    document.addEventListener('fullscreenchange', sync);
    return () => {
      document.removeEventListener('fullscreenchange', sync);
      // Closing the form ends a fullscreen it started.
      if (startedApi.current && document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    };
  }, []);

  const toggle = useCallback(() => {
    const root = document.documentElement;
    const canUseApi = document.fullscreenEnabled && typeof root.requestFullscreen === 'function';
    if (isFullscreen) {
      setFullscreen(false);
      if (startedApi.current && document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      startedApi.current = false;
      return;
    }
    setFullscreen(true);
    if (!canUseApi || document.fullscreenElement) return;
    root.requestFullscreen().then(
      () => {
        startedApi.current = true;
      },
      () => {}, // refused (no user gesture, policy): the CSS mode still applies
    );
  }, [isFullscreen]);

  return { isFullscreen, toggle };
}
