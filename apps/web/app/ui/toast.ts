import { createElement } from 'react';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

// The toast library and its container load with the first toast (issue 13: most pages never show one).
// Toasts raised before the container is mounted wait in the library's queue and show once it is.
let wanted = false;
// One module promise: toasts keep the order in which they were raised.
const importToastModules = () =>
  Promise.all([import('react-toastify/unstyled'), import('./toast-content.tsx')]);
let toastModules: ReturnType<typeof importToastModules> | null = null;
const loadToastModules = () => (toastModules ??= importToastModules());
const listeners = new Set<() => void>();

/** Whether a toast was raised on this page, so the shell's Toaster mounts the container. */
export const toasterWanted = (): boolean => wanted;

export function subscribeToToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The one way to show a toast. Behaviour (bottom centre, 2 s, newest on top, close on click,
 * pause on hover/focus loss) is set once on the container in the shell, so callers only say what.
 */
export function notify(message: string, kind: ToastKind = 'info'): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadToastModules().then(([{ toast }, { AutoClosingMessage }]) =>
    toast[kind]((props) => createElement(AutoClosingMessage, { ...props, message })),
  );
}
