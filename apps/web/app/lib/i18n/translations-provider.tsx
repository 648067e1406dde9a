import type { i18n } from 'i18next';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useShell } from '../../shell/shell-context.tsx';
import { pageTexts } from './page-texts.ts';
import { markAllTexts, registerTextsInstance } from './all-texts-state.ts';
import { addLanguageTexts, NAMESPACE } from './create-i18n.ts';
import { readCachedTranslations, withoutLoadedAreas } from './translation-cache.ts';
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

/** Runs `task` when the browser is idle (after the first paint), else soon. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5_000 });
  else setTimeout(task, 200);
}

/**
 * The client half of translation loading (spec §4/§7). The server sends each page the texts of its
 * areas in the current language (the root loader), so the first paint needs nothing from here. After
 * hydration this merges the browser cache under the first-paint texts, leaving out the cached texts of
 * the areas the server just sent (they are older). Then, once the router is ready and not on /login,
 * in idle time: it loads translationsByTenant once per text version (all texts of the language; the
 * cache answers when it holds that version complete), merges them into i18next and the cache under
 * storedJSON (when that fails, it writes what the server sent), and marks the translations initialized.
 * From then on a navigation needs no texts from the server (`hasAllTexts`, root shouldRevalidate).
 */
export function TranslationsProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  const shell = useShell();
  const [initialized, setInitialized] = useState(false);
  // What the server rendered the page with, taken before the cache merge.
  const [firstPaint] = useState<LoadedTexts>(() => ({
    language: shell.language,
    textAreas: shell.textAreas,
    translations: pageTexts(shell),
  }));
  const { pathname } = useLocation();
  const onLogin = isLoginPath(pathname);
  const cached = useRef<Promise<LanguageTexts | null> | null>(null);
  const loadedVersion = useRef<string | null>(null);
  const { language, textVersion } = shell;
  const tenantDefault = shell.tenant.defaultLanguage;

  useEffect(() => {
    registerTextsInstance(i18n);
    // Under, not over: the cache is from last time, the server's texts are current.
    cached.current ??= readCachedTranslations().then((texts) => {
      if (texts) addLanguageTexts(i18n, withoutLoadedAreas(texts, firstPaint), false);
      return texts;
    });
  }, [i18n, firstPaint]);

  useEffect(() => {
    const version = `${language}:${textVersion}`;
    if (onLogin || loadedVersion.current === version) return;
    const first = loadedVersion.current === null;
    loadedVersion.current = version;
    whenIdle(() => {
      void (async () => {
        // Wait for the cache merge so the writes below include it.
        await cached.current;
        try {
          const { loadAllTexts } = await import('./all-texts.ts');
          const texts = await loadAllTexts({ language, tenantDefault, textVersion });
          // The same text version as the page's: nothing on screen changes, later pages find theirs.
          i18n.addResourceBundle(language, NAMESPACE, texts, true, true);
          markAllTexts(language, textVersion);
        } catch {
          // Offline or refused: pages keep getting their texts from the server, as before, and the
          // cache keeps what they were sent. (With every text loaded, it holds the first page's.)
          if (first)
            await import('./all-texts.ts')
              .then(({ cachePageTexts }) => cachePageTexts(firstPaint, textVersion))
              .catch(() => undefined);
        }
        document.documentElement.dataset.translations = 'initialized';
        setInitialized(true);
      })();
    });
  }, [onLogin, language, textVersion, tenantDefault, i18n, firstPaint]);

  // A later page's texts (another area or language) join the cache once the first write is done.
  useEffect(() => {
    const translations = pageTexts(shell);
    // Texts left out (the browser said it holds them all, decision 0084): nothing to add.
    if (!initialized || shell.textsHeld || translations === firstPaint.translations) return;
    // In the module loaded after the first paint: the cache writes stay out of every page's first load.
    void import('./all-texts.ts').then(({ cachePageTexts }) =>
      cachePageTexts({ ...shell, translations }, shell.textVersion),
    );
  }, [initialized, shell, firstPaint]);

  return <InitializedContext value={initialized}>{children}</InitializedContext>;
}
