import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { NAMESPACE } from './create-i18n.ts';
import { writeLanguageCookie } from './language-cookie.ts';

/**
 * Changes the UI language without a reload. The cookie makes the server render the same language
 * next time. When the browser holds no texts for the language yet (translations not initialized,
 * e.g. on /login), the root loader is revalidated: it answers with that language's texts and
 * `useShellLanguageSync` applies them.
 */
export function useChangeLanguage(): (language: string) => Promise<void> {
  const { i18n } = useTranslation();
  const { revalidate } = useRevalidator();
  return useCallback(
    async (language: string) => {
      if (language === i18n.language) return;
      writeLanguageCookie(language);
      if (i18n.hasResourceBundle(language, NAMESPACE)) {
        await i18n.changeLanguage(language);
      } else {
        await revalidate();
      }
    },
    [i18n, revalidate],
  );
}
