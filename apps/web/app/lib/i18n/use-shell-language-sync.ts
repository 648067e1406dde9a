import type { ShellData } from '@print/core/shell-data';
import type { i18n } from 'i18next';
import { useEffect, useRef } from 'react';
import { NAMESPACE } from './create-i18n.ts';

/**
 * Keeps i18next in step with the root loader. The first shell is already in the instance; a
 * later one (revalidation after a language change) brings the new language's texts, which are
 * added before switching so nothing renders as raw keys. Also mirrors the language on <html lang>,
 * which React only sets from loader data.
 */
export function useShellLanguageSync(instance: i18n, shell: ShellData): void {
  const applied = useRef(shell);

  useEffect(() => {
    if (applied.current === shell) return;
    applied.current = shell;
    instance.addResourceBundle(shell.language, NAMESPACE, shell.translations, true, true);
    if (instance.language !== shell.language) void instance.changeLanguage(shell.language);
  }, [instance, shell]);

  useEffect(() => {
    const onChange = (language: string) => {
      document.documentElement.lang = language;
    };
    instance.on('languageChanged', onChange);
    return () => instance.off('languageChanged', onChange);
  }, [instance]);
}
