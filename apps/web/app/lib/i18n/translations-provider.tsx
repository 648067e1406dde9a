import type { i18n } from 'i18next';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { addLanguageTexts } from './create-i18n.ts';
import { readCachedTranslations, writeCachedTranslations } from './translation-cache.ts';
import { entriesToLanguageTexts, mergeLanguageTexts } from './translation-texts.ts';
import type { LanguageTexts } from './translation-texts.ts';
import { fetchTranslationsByTenant } from './translations-query.ts';

const InitializedContext = createContext(false);

/** True once the server's texts of all languages have been merged (spec §4 "Translations"). */
export function useTranslationsInitialized(): boolean {
  return useContext(InitializedContext);
}

// Spec §7: the query does not run on the login screens.
const isLoginPath = (pathname: string): boolean => pathname === '/login' || pathname.startsWith('/login/');

/**
 * The client half of translation loading. The first paint already has the current language's
 * texts from the root loader; after hydration this merges the browser cache under them, then
 * (once the router is ready and not on /login) loads every language from the server, merges it
 * over, writes the result back to the cache and marks the translations initialized.
 */
export function TranslationsProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  const [initialized, setInitialized] = useState(false);
  const { pathname } = useLocation();
  const onLogin = isLoginPath(pathname);
  const cached = useRef<Promise<LanguageTexts | null> | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Under, not over: the cache is from last time, the server's first-paint texts are current.
    cached.current ??= readCachedTranslations().then((texts) => {
      if (texts) addLanguageTexts(i18n, texts, false);
      return texts;
    });
  }, [i18n]);

  useEffect(() => {
    if (onLogin || started.current) return;
    started.current = true;
    void (async () => {
      const previous = await cached.current;
      try {
        const fresh = entriesToLanguageTexts(await fetchTranslationsByTenant());
        addLanguageTexts(i18n, fresh, true);
        await writeCachedTranslations(mergeLanguageTexts(previous ?? {}, fresh));
      } catch (error) {
        // The page stays usable with the first-paint texts; the next visit tries again.
        console.warn('Loading translations failed', error);
      }
      document.documentElement.dataset.translations = 'initialized';
      setInitialized(true);
    })();
  }, [i18n, onLogin]);

  return <InitializedContext value={initialized}>{children}</InitializedContext>;
}
