import type { i18n } from 'i18next';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18nForRender } from '../lib/i18n/create-i18n.ts';
import { serverLedger } from '../lib/i18n/server-ledger.ts';
import { pageTexts } from '../lib/i18n/page-texts.ts';
import { TranslationsProvider } from '../lib/i18n/translations-provider.tsx';
import { RequestedLanguageContext, useShellLanguageSync } from '../lib/i18n/use-shell-language-sync.ts';
import { useSessionRecovery } from '../lib/session/use-session-recovery.ts';
import { ConfirmProvider } from './confirm/confirm-provider.tsx';
import { CookieConsentProvider } from './cookie-consent/consent-provider.tsx';
import { RootDataContext } from './shell-context.tsx';
import type { RootData } from './shell-context.tsx';
import { useStartCleanup } from './start-cleanup.ts';

/** React Aria formats and labels in the UI language, on the server as in the browser. */
function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={i18n.language}>{children}</I18nProvider>;
}

/** Everything every screen needs: shell data, i18n, confirm dialog, cookie consent. */
export function ShellProviders({ data, children }: { data: RootData; children: ReactNode }) {
  const { shell } = data;
  // One instance per render root: once per page load in the browser; on the server shared by the
  // requests rendered with the same texts.
  const [instance] = useState<i18n>(() => {
    const created = i18nForRender(
      shell.language,
      shell.tenant.defaultLanguage,
      pageTexts(shell),
      shell.editing,
    );
    // An editing page's ledger (decision 0083); in the browser the editor chunk installs it.
    if (import.meta.env.SSR && shell.editing) serverLedger.record?.(created);
    return created;
  });
  const requestedLanguage = useShellLanguageSync(instance, shell);
  useStartCleanup();
  useSessionRecovery(shell);

  return (
    <RootDataContext value={data}>
      <RequestedLanguageContext value={requestedLanguage}>
        <I18nextProvider i18n={instance}>
          <AriaLocale>
            <TranslationsProvider i18n={instance}>
              <ConfirmProvider>
                <CookieConsentProvider initial={data.cookieConsent}>{children}</CookieConsentProvider>
              </ConfirmProvider>
            </TranslationsProvider>
          </AriaLocale>
        </I18nextProvider>
      </RequestedLanguageContext>
    </RootDataContext>
  );
}
