import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { hasTextsOfCurrentPage } from './create-i18n.ts';
import { writeLanguageCookie } from './language-cookie.ts';
import { useRequestedLanguage } from './use-shell-language-sync.ts';

/**
 * Changes the UI language without a reload. The cookie makes the server render the same language
 * next time. When the browser already holds the language's texts of every key on the page (from the
 * cache of an earlier visit) it switches at once; either way
 * the root loader is then revalidated (it reads the cookie), so the page title (route meta reads
 * the shell's texts) and `shell.language` follow, and a language without texts in the browser yet
 * (translations not initialized, e.g. on /login) gets them via `useShellLanguageSync`.
 */
export function useChangeLanguage(): (language: string) => Promise<void> {
  const { i18n } = useTranslation();
  const { revalidate } = useRevalidator();
  const requested = useRequestedLanguage();
  return useCallback(
    async (language: string) => {
      if (language === (requested.current ?? i18n.language)) return;
      requested.current = language;
      writeLanguageCookie(language);
      if (hasTextsOfCurrentPage(i18n, language)) await i18n.changeLanguage(language);
      await revalidate();
    },
    [i18n, revalidate, requested],
  );
}
