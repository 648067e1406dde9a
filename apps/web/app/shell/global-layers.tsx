import type { ReactNode } from 'react';
import { DevOverlayGate } from './dev-overlay-gate.tsx';
import { Toaster } from './toaster.tsx';

/**
 * What every screen has around its frame (spec §2 "Wrapper on every screen"): the toast area and the
 * developer overlay. The confirmation dialog and translations come with ShellProviders; the frame
 * itself (storefront or admin) is the layout route's.
 */
export function GlobalLayers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
      <DevOverlayGate />
    </>
  );
}
