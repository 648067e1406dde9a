import type { SessionInfo } from '@print/core/auth/auth-api';
import { browserTextAreas } from '@print/core/i18n/catalogue/areas';
import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import type { ShellData, ShellTenant } from '@print/core/shell-data';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { createI18n } from '../lib/i18n/create-i18n.ts';
import { RootDataContext } from './shell-context.tsx';

// For tests: server rendering (node, no window) of a component inside the shell's providers, the
// way the root renders every page: shell data, en-GB texts from the built-in catalogue, a router.

export const testTexts = catalogueForLanguage('en-GB');

export type UserContextMenu = ShellTenant['header']['userContextMenu'];

export function testShellData(
  session: SessionInfo | null,
  userContextMenu: UserContextMenu = 'full',
  tenantOverrides: Partial<ShellTenant> = {},
): ShellData {
  return {
    tenant: {
      id: 't1',
      slug: 'demo',
      name: 'Demo',
      companyName: 'Demo Ltd',
      pageTitle: { 'en-GB': 'Demo shop' },
      claim: {},
      allowTemporaryUsers: true,
      languages: [{ code: 'en-GB', isDefault: true }],
      defaultLanguage: 'en-GB',
      header: {
        type: 'default',
        showLogo: true,
        notifications: false,
        favourites: false,
        cart: false,
        search: false,
        topCta: null,
        cta: null,
        mobileLayoutScheme: 'wide-cart',
        userContextMenu,
      },
      footer: { imprintUrl: '/imprint', privacyUrl: '/privacy', termsUrl: '/terms' },
      home: { heroTitle: {}, heroText: {} },
      ...tenantOverrides,
    },
    session,
    language: 'en-GB',
    translations: testTexts,
    // The test texts are the whole catalogue.
    textAreas: [...browserTextAreas],
    textVersion: 'v1',
    requestId: 'r1',
    isDevelopment: false,
  };
}

export const registeredSession: SessionInfo = {
  userId: 'u1',
  displayName: 'Karla Kunde',
  email: 'kunde@druckerei.test',
  isTemporary: false,
  language: 'en-GB',
  rights: [],
};

export const temporarySession: SessionInfo = {
  ...registeredSession,
  displayName: '',
  email: null,
  isTemporary: true,
};

/** The HTML of `element` rendered at `url` (path and query) for this session and menu setting. */
export function renderWithShell(
  url: string,
  element: ReactNode,
  session: SessionInfo | null = null,
  userContextMenu: UserContextMenu = 'full',
  tenantOverrides: Partial<ShellTenant> = {},
): string {
  return renderWithShellData(url, element, testShellData(session, userContextMenu, tenantOverrides));
}

/** The same with any shell data, e.g. another language: `{ ...testShellData(…), language, translations }`. */
export function renderWithShellData(url: string, element: ReactNode, shell: ShellData): string {
  const Stub = createRoutesStub([
    { path: new URL(url, 'http://localhost').pathname, Component: () => element },
  ]);
  return renderToString(
    <RootDataContext value={{ shell, origin: 'http://localhost', cookieConsent: null, year: 2026 }}>
      <I18nextProvider i18n={createI18n(shell.language, shell.tenant.defaultLanguage, shell.translations)}>
        <Stub initialEntries={[url]} />
      </I18nextProvider>
    </RootDataContext>,
  );
}
