import type { ShellData } from '@print/core/shell-data';
import type { i18n } from 'i18next';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { addTextsWhileRendering, NAMESPACE } from './create-i18n.ts';
import { pageTexts } from './page-texts.ts';

/**
 * The language the visitor asked for last (null until they switch in place). Shared between the
 * language switcher, which sets it, and the shell sync, which must not let an older revalidation
 * switch back to a language the visitor has already left.
 */
export const RequestedLanguageContext = createContext<RefObject<string | null> | null>(null);

export function useRequestedLanguage(): RefObject<string | null> {
  const requested = useContext(RequestedLanguageContext);
  if (!requested) throw new Error('useRequestedLanguage must be used inside ShellProviders');
  return requested;
}

/**
 * Keeps i18next in step with the root loader. The first shell is already in the instance; a
 * later one (revalidation after a language change, or a navigation to a page with texts of another
 * area) brings texts, which are added while rendering, before the page below renders with them, so
 * nothing renders as raw keys; a new language is switched to after that. A shell whose language is
 * not the one requested last comes from an older revalidation and does not switch. Also mirrors the language
 * on <html lang>, which React only sets from loader data. Returns the requested-language ref for
 * `RequestedLanguageContext`.
 */
export function useShellLanguageSync(instance: i18n, shell: ShellData): RefObject<string | null> {
  const [received, setReceived] = useState(shell);
  if (received !== shell) {
    setReceived(shell);
    addTextsWhileRendering(instance, shell.language, pageTexts(shell));
  }
  const applied = useRef(shell);
  const requested = useRef<string | null>(null);

  useEffect(() => {
    if (applied.current === shell) return;
    applied.current = shell;
    // Once more, loudly: what is on screen re-renders with texts that changed (the cache's were older).
    instance.addResourceBundle(shell.language, NAMESPACE, pageTexts(shell), true, true);
    if (requested.current !== null && requested.current !== shell.language) return;
    if (instance.language !== shell.language) void instance.changeLanguage(shell.language);
  }, [instance, shell]);

  useEffect(() => {
    const onChange = (language: string) => {
      document.documentElement.lang = language;
    };
    instance.on('languageChanged', onChange);
    return () => instance.off('languageChanged', onChange);
  }, [instance]);

  return requested;
}
