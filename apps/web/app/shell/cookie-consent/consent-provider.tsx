import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ONE_YEAR_SECONDS, writeCookie } from '../../lib/cookies.ts';
import { notify } from '../../ui/toast.ts';
import { CONSENT_COOKIE, serializeConsent } from './consent-cookie.ts';
import type { CookieConsent } from './consent-cookie.ts';

type ConsentState = {
  consent: CookieConsent | null;
  bannerOpen: boolean;
  /**
   * The footer's 'Manage cookie settings': (re)opens the banner with the categories shown, even
   * when it is already open. `opener` gets the focus back once the choice is saved.
   */
  openSettings: (opener?: HTMLElement | null) => void;
  /** Set when the banner was reopened from the footer, so it starts in the settings view. */
  startInSettings: boolean;
  /** Counts openSettings calls; the banner panel is keyed on it so every call starts it afresh. */
  settingsRequest: number;
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
  const [settingsRequest, setSettingsRequest] = useState(0);
  // Where focus goes once the banner closed on save: the opener, else the page content.
  const opener = useRef<HTMLElement | null>(null);
  const [focusAfterSave, setFocusAfterSave] = useState(0);

  const openSettings = useCallback((from?: HTMLElement | null) => {
    opener.current = from ?? null;
    setStartInSettings(true);
    setBannerOpen(true);
    setSettingsRequest((n) => n + 1);
  }, []);

  useEffect(() => {
    if (focusAfterSave === 0) return;
    const from = opener.current?.isConnected ? opener.current : null;
    opener.current = null;
    if (from) from.focus();
    else document.getElementById('main')?.focus({ preventScroll: true });
  }, [focusAfterSave]);

  const save = useCallback(
    (next: CookieConsent) => {
      writeCookie(CONSENT_COOKIE, serializeConsent(next), ONE_YEAR_SECONDS);
      setConsent(next);
      setBannerOpen(false);
      setStartInSettings(false);
      // The banner held the focus; without this it would fall back to <body>.
      setFocusAfterSave((n) => n + 1);
      notify(t('shell.cookieSaved'), 'success');
    },
    [t],
  );

  const value = useMemo(
    () => ({ consent, bannerOpen, openSettings, startInSettings, settingsRequest, save }),
    [consent, bannerOpen, openSettings, startInSettings, settingsRequest, save],
  );
  return <ConsentContext value={value}>{children}</ConsentContext>;
}
