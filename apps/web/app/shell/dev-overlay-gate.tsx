import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useShell } from './shell-context.tsx';

// Loaded on demand so production visitors never download it.
const DevOverlay = lazy(() => import('./dev-overlay.tsx').then((module) => ({ default: module.DevOverlay })));

/**
 * Shows the developer overlay only in development, never inside an embedded frame (spec §2) and
 * never on /themeeditor (spec route table). The frame check needs `window`, so it waits for mount.
 */
export function DevOverlayGate() {
  const { isDevelopment } = useShell();
  // Paths match case-insensitively, like the server's routes: /ThemeEditor is the editor too.
  const path = useLocation().pathname.toLowerCase();
  const [embedded, setEmbedded] = useState<boolean | null>(null);

  useEffect(() => {
    let inFrame = true;
    try {
      inFrame = window.self !== window.top;
    } catch {
      // A cross-origin parent makes window.top throw: that is a frame too.
    }
    setEmbedded(inFrame);
  }, []);

  if (!isDevelopment || embedded !== false || path === '/themeeditor' || path.startsWith('/themeeditor/')) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <DevOverlay />
    </Suspense>
  );
}
