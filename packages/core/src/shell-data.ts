import type { SessionInfo } from './auth/auth-api.ts';
import type { BrowserTextArea, TextsByArea } from './i18n/catalogue/areas.ts';
import type { LocalizedText } from './i18n/localized-text.ts';
import type { ShopLogos } from './media/shop-logos.ts';
import type { HeaderLink } from './theme/header-layout.ts';
import type { HeaderSettings } from './theme/header-settings.ts';

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
  /** Per language: pick the text with `localizedText(…, language, defaultLanguage)` (fallback chain). */
  pageTitle: LocalizedText;
  /** The company claim (tagline) per language; empty when the shop has none. */
  claim: LocalizedText;
  allowTemporaryUsers: boolean;
  /** Ordered, with exactly one default. */
  languages: { code: string; isDefault: boolean }[];
  defaultLanguage: string;
  /** Read with readHeaderSettings: complete, every value valid. */
  header: HeaderSettings;
  /**
   * The shop's own main navigation (tenancy/navigation.ts), each entry resolved to its address in this
   * language; entries whose category, product or page is gone or not public are left out. Absent or
   * empty: the header's fixed entries.
   */
  navigation?: readonly HeaderLink[];
  footer: { imprintUrl: string; privacyUrl: string; termsUrl: string };
  /**
   * The tenant's default domain when it is Active and not a development name (`localhost`, `*.localhost`):
   * canonical and `hreflang` links name it. Absent: the address the page was asked at.
   */
  defaultHost?: string;
  home: { heroTitle: Record<string, string>; heroText: Record<string, string> };
  /** The shop's uploaded logos, favicon and login background (media/shop-logos.ts); absent: none. */
  logos?: ShopLogos;
};

export type ShellData = {
  tenant: ShellTenant;
  /** The signed-in user (registered or temporary) from the session cookie; null for anonymous visitors. */
  session: SessionInfo | null;
  /** The UI language chosen for this request (cookie `lang`, else Accept-Language, else tenant default). */
  language: string;
  /**
   * Texts for `language` of the areas in `textAreas`, already resolved along the fallback chain
   * (built-in catalogue + tenant entries). Empty in a document's data: read them with the web app's
   * `pageTexts(shell)` (decision 0068).
   */
  translations: Record<string, string>;
  /** The text areas `translations` holds: the shell's and those of the page it was loaded for. */
  textAreas: BrowserTextArea[];
  /**
   * Set when the page was rendered as a document: `translations` is then empty in the page's data, and
   * the browser fetches the texts from this address before it hydrates (decision 0068). Absent in the
   * data of a client-side navigation, which carries its texts.
   */
  textsSrc?: string;
  /**
   * Set in a client-side navigation's data when the browser said (cookie `print_tv`, decision 0084) that
   * it holds every text of this language and version: `translations` is then empty.
   */
  textsHeld?: true;
  /**
   * The page is rendered for in-page editing (decision 0083): a session with an editing right whose
   * floating button is on (cookie `print_edit`). Entity texts then carry `data-edit` addresses and the
   * page a ledger of its catalogue texts. Never set for a page without a session.
   */
  editing?: true;
  /**
   * Names the version of every browser text of `language` (changes whenever one of them does): the
   * browser loads translationsByTenant once per version (spec §4/§7) and keeps it cached by it.
   */
  textVersion: string;
  requestId: string;
  /** True only when NODE_ENV=development: enables the developer overlay. */
  isDevelopment: boolean;
};

/**
 * The shell as the server hands it to the web app (load context). The root loader sends the browser
 * only the texts of the page's areas, and the theme CSS only in the page's <style> tag.
 */
export type ServerShellData = Omit<
  ShellData,
  'translations' | 'textAreas' | 'textsSrc' | 'textsHeld' | 'editing'
> & {
  /** Every area's texts for `language`. */
  textsByArea: TextsByArea;
  /** `:root{--…}` custom properties of the tenant's active theme plus its @font-face rules. */
  themeCss: string;
};

/** The header the web client sends with every GraphQL call; the server refuses calls without it (CSRF). */
export const CSRF_HEADER = 'x-print-csrf';
/**
 * The platform operator's privileged path (decision 0087): a GraphQL call carrying this header with a
 * tenant id runs for that tenant, when the caller holds `platform.tenants`. The Tenants area sends it.
 */
export const ACTING_TENANT_HEADER = 'x-print-tenant';
/** Cookie holding the visitor's chosen UI language. */
export const LANGUAGE_COOKIE = 'lang';
