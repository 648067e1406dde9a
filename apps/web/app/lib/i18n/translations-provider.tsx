import type { i18n } from 'i18next';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useShell } from '../../shell/shell-context.tsx';
import { addLanguageTexts } from './create-i18n.ts';
import { cacheLoadedTexts, readCachedTranslations, withoutLoadedAreas } from './translation-cache.ts';
import type { LoadedTexts } from './translation-cache.ts';
import type { LanguageTexts } from './translation-texts.ts';

const InitializedContext = createContext(false);

/** True once the server's texts have been merged with the browser cache (spec §4 "Translations"). */
export function useTranslationsInitialized(): boolean {
  return useContext(InitializedContext);
}

// Spec §7: translations are not loaded on the login screens.
// Paths match case-insensitively, like the server's routes: /Login is the login screen too.
const isLoginPath = (pathname: string): boolean => {
  const path = pathname.toLowerCase();
  return path === '/login' || path.startsWith('/login/');
};

/**
 * The client half of translation loading. The server sends each page the texts of its areas in the
 * current language (the root loader; a navigation to a page needing another area loads it there
 * before the page renders), so nothing is fetched here again. After hydration this merges the
 * browser cache under the first-paint texts, leaving out the cached texts of the areas the server
 * just sent (they are older); then (once the router is ready and not on /login) it writes what the
 * server sent into the cache, replacing those areas there too, and marks the translations
 * initialized. Texts of later pages go into the cache as they arrive.
 */
export function TranslationsProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  const shell = useShell();
  const [initialized, setInitialized] = useState(false);
  // What the server rendered the page with, taken before the cache merge.
  const [firstPaint] = useState<LoadedTexts>(() => ({
    language: shell.language,
    textAreas: shell.textAreas,
    translations: shell.translations,
  }));
  const { pathname } = useLocation();
  const onLogin = isLoginPath(pathname);
  const cached = useRef<Promise<LanguageTexts | null> | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Under, not over: the cache is from last time, the server's texts are current.
    cached.current ??= readCachedTranslations().then((texts) => {
      if (texts) addLanguageTexts(i18n, withoutLoadedAreas(texts, firstPaint), false);
      return texts;
    });
  }, [i18n, firstPaint]);

  useEffect(() => {
    if (onLogin || started.current) return;
    started.current = true;
    void (async () => {
      // Wait for the cache merge so the write below includes it.
      await cached.current;
      await cacheLoadedTexts(firstPaint);
      document.documentElement.dataset.translations = 'initialized';
      setInitialized(true);
    })();
  }, [onLogin, firstPaint]);

  // A later page's texts (another area or language) join the cache once the first write is done.
  useEffect(() => {
    if (!initialized || shell.translations === firstPaint.translations) return;
    void cacheLoadedTexts(shell);
  }, [initialized, shell, firstPaint]);

  return <InitializedContext value={initialized}>{children}</InitializedContext>;
}
