import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ONE_YEAR_SECONDS, writeCookie } from '../../lib/cookies.ts';
import { notify } from '../../ui/toast.ts';
import { CONSENT_COOKIE, serializeConsent } from './consent-cookie.ts';
import type { CookieConsent } from './consent-cookie.ts';

type ConsentState = {
  consent: CookieConsent | null;
  bannerOpen: boolean;
  /** The footer's 'Manage cookie settings': reopens the banner with the categories shown. */
  openSettings: () => void;
  /** Set when the banner was reopened from the footer, so it starts in the settings view. */
  startInSettings: boolean;
  save: (consent: CookieConsent) => void;
};

const ConsentContext = createContext<ConsentState | null>(null);

export function useCookieConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useCookieConsent must be used inside CookieConsentProvider');
  return state;
}

export function CookieConsentProvider({
  initial,
  children,
}: {
  initial: CookieConsent | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [consent, setConsent] = useState(initial);
  const [bannerOpen, setBannerOpen] = useState(initial === null);
  const [startInSettings, setStartInSettings] = useState(false);

  const openSettings = useCallback(() => {
    setStartInSettings(true);
    setBannerOpen(true);
  }, []);

  const save = useCallback(
    (next: CookieConsent) => {
      writeCookie(CONSENT_COOKIE, serializeConsent(next), ONE_YEAR_SECONDS);
      setConsent(next);
      setBannerOpen(false);
      setStartInSettings(false);
      notify(t('shell.cookieSaved'), 'success');
    },
    [t],
  );

  const value = useMemo(
    () => ({ consent, bannerOpen, openSettings, startInSettings, save }),
    [consent, bannerOpen, openSettings, startInSettings, save],
  );
  return <ConsentContext value={value}>{children}</ConsentContext>;
}
