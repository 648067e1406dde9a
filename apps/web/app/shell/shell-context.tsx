import type { ShellData } from '@print/core/shell-data';
import { createContext, useContext } from 'react';
import type { CookieConsent } from './cookie-consent/consent-cookie.ts';

/** What the root loader returns: the server's shell data plus request facts the first paint needs. */
export type RootData = {
  shell: ShellData;
  /** The shop's address for canonical and `hreflang` links (lib/page-url.ts siteOrigin). */
  origin: string;
  /** The stored cookie choice, so returning visitors never see the banner flash. */
  cookieConsent: CookieConsent | null;
  /** From the server clock, so the footer's © year renders the same on server and client. */
  year: number;
};

export const RootDataContext = createContext<RootData | null>(null);

export function useRootData(): RootData {
  const data = useContext(RootDataContext);
  if (!data) throw new Error('useRootData must be used inside the shell providers');
  return data;
}

export function useShell(): ShellData {
  return useRootData().shell;
}
