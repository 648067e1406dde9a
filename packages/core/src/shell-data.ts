import type { SessionInfo } from './auth/auth-api.ts';

/**
 * What the server hands the web app for every server-rendered page (the React Router load context),
 * resolved from the request's Host, cookies and Accept-Language. Everything the first paint needs is
 * here, so the shell renders in the tenant's look and language without a client round trip.
 */
export type ShellTenant = {
  id: string;
  slug: string;
  name: string;
  companyName: string;
  pageTitle: string;
  claim?: string;
  allowTemporaryUsers: boolean;
  /** Ordered, with exactly one default. */
  languages: { code: string; isDefault: boolean }[];
  defaultLanguage: string;
  header: {
    type: 'default' | 'simple';
    showLogo: boolean;
    notifications: boolean;
    favourites: boolean;
    cart: boolean;
    search: boolean;
    userContextMenu: 'hidden' | 'full' | 'loginLogout';
    cta?: { link: string; label: Record<string, string>; colour: string };
  };
  footer: { imprintUrl: string; privacyUrl: string; termsUrl: string };
  home: { heroTitle: Record<string, string>; heroText: Record<string, string> };
};

export type ShellData = {
  tenant: ShellTenant;
  /** The signed-in user (registered or temporary) from the session cookie; null for anonymous visitors. */
  session: SessionInfo | null;
  /** The UI language chosen for this request (cookie `lang`, else Accept-Language, else tenant default). */
  language: string;
  /** Texts for `language`, already resolved along the fallback chain (built-in catalogue + tenant entries). */
  translations: Record<string, string>;
  /** `:root{--…}` custom properties of the tenant's active theme plus its @font-face rules. */
  themeCss: string;
  requestId: string;
  /** True only when NODE_ENV=development: enables the developer overlay. */
  isDevelopment: boolean;
};

/** The header the web client sends with every GraphQL call; the server refuses calls without it (CSRF). */
export const CSRF_HEADER = 'x-print-csrf';
/** Cookie holding the visitor's chosen UI language. */
export const LANGUAGE_COOKIE = 'lang';
