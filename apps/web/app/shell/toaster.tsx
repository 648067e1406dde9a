import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToaster, toasterWanted } from '../ui/toast.ts';

const ToastArea = lazy(() =>
  import('./toast-container.tsx').then((module) => ({ default: module.ToastArea })),
);

/** The toast area of every screen, loaded with the page's first toast (ui/toast.ts). */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToToaster, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
