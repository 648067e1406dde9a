import type { i18n } from 'i18next';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { addLanguageTexts, NAMESPACE } from './create-i18n.ts';
import { readCachedTranslations, writeCachedTranslations } from './translation-cache.ts';
import { entriesToLanguageTexts } from './translation-texts.ts';
import type { LanguageTexts } from './translation-texts.ts';
import { fetchTranslationsByTenant } from './translations-query.ts';

const InitializedContext = createContext(false);

/** True once the server's texts of all languages have been merged (spec §4 "Translations"). */
export function useTranslationsInitialized(): boolean {
  return useContext(InitializedContext);
}

// Spec §7: the query does not run on the login screens.
// Paths match case-insensitively, like the server's routes: /Login is the login screen too.
const isLoginPath = (pathname: string): boolean => {
  const path = pathname.toLowerCase();
  return path === '/login' || path.startsWith('/login/');
};

type FirstPaint = { language: string; texts: Record<string, string> };

/**
 * The server's texts replace what the instance holds. Every language's bundle is replaced whole
 * (not deep-merged), so texts a tenant deleted or emptied since the cache was written do not
 * survive; the first-paint language keeps the loader's texts under the fresh ones. A language the
 * server no longer has is dropped unless it is on screen.
 */
function applyFreshTexts(instance: i18n, fresh: LanguageTexts, firstPaint: FirstPaint): void {
  for (const language of Object.keys(instance.store.data)) {
    if (language !== firstPaint.language && language !== instance.language && !(language in fresh)) {
      instance.removeResourceBundle(language, NAMESPACE);
    }
  }
  for (const [language, bundle] of Object.entries(fresh)) {
    const texts = language === firstPaint.language ? { ...firstPaint.texts, ...bundle } : bundle;
    instance.removeResourceBundle(language, NAMESPACE);
    instance.addResourceBundle(language, NAMESPACE, texts);
  }
}

/**
 * The client half of translation loading. The first paint already has the current language's
 * texts from the root loader; after hydration this merges the browser cache under them, then
 * (once the router is ready and not on /login) loads every language from the server, replaces the
 * cached texts with it, writes that fresh set alone back to the cache (so the cache never keeps
 * texts the server no longer has) and marks the translations initialized.
 */
export function TranslationsProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  const [initialized, setInitialized] = useState(false);
  // The language the server rendered and the loader's texts for it, taken before the cache merge.
  const [firstPaint] = useState<FirstPaint>(() => ({
    language: i18n.language,
    texts: { ...(i18n.getResourceBundle(i18n.language, NAMESPACE) as Record<string, string> | undefined) },
  }));
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
      // Wait for the cache merge so it cannot land over the fresher server texts.
      await cached.current;
      try {
        const fresh = entriesToLanguageTexts(await fetchTranslationsByTenant());
        applyFreshTexts(i18n, fresh, firstPaint);
        await writeCachedTranslations(fresh);
      } catch (error) {
        // The page stays usable with the first-paint texts; the next visit tries again.
        console.warn('Loading translations failed', error);
      }
      document.documentElement.dataset.translations = 'initialized';
      setInitialized(true);
    })();
  }, [i18n, onLogin, firstPaint]);

  return <InitializedContext value={initialized}>{children}</InitializedContext>;
}
