import { toast } from 'react-toastify/unstyled';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/**
 * The one way to show a toast. Behaviour (bottom centre, 2 s, newest on top, close on click,
 * pause on hover/focus loss) is set once on the container in the shell, so callers only say what.
 */
export function notify(message: string, kind: ToastKind = 'info'): void {
  toast[kind](message);
}
