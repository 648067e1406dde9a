import { textsOfAreas, type BrowserTextArea } from '@print/core/i18n/catalogue/areas';
import { pageTextsPath } from '@print/core/i18n/page-texts-path';
import type { ServerShellData, ShellData } from '@print/core/shell-data';
import { matchPath } from 'react-router';
import { shellWithTextsBeside } from './page-texts.ts';

/**
 * The text areas each page needs besides the shell's, by route path as in routes.ts (first match
 * wins; paths match case-insensitively, like the routes). A page is sent these texts and no others,
 * so a route that starts rendering texts of another area must list it here: route-text-areas.test.ts
 * checks every route's code against this list.
 */
export const ROUTE_TEXT_AREAS: readonly (readonly [path: string, areas: readonly BrowserTextArea[]])[] = [
  ['/', ['shop']],
  ['/login', ['auth']],
  ['/signup', ['auth']],
  ['/forgot-password', ['auth']],
  ['/reset-password', ['auth']],
  ['/account/password', ['account', 'auth']],
  ['/account/*', ['account', 'auth']],
  ['/account', ['account', 'auth']],
  ['/formtest', ['account']],
  ['/catalog/*', ['shop']],
  ['/catalog', ['shop']],
  ['/products/:slug', ['shop', 'product', 'auth']],
  ['/cart/shared/:token', ['shop', 'checkout', 'orders', 'account', 'auth']],
  ['/cart', ['shop', 'checkout', 'orders', 'account', 'auth']],
  ['/orders/:id', ['orders', 'shop', 'checkout', 'account']],
  // Punch-out: the server refuses a checkout in a punch-out session with a text of its own.
  ['/checkout/*', ['checkout', 'orders', 'account', 'auth', 'punchout']],
  ['/checkout', ['checkout', 'orders', 'account', 'auth', 'punchout']],
  // cms: the page editor, and the unsaved-changes question of every admin editor (spec §4); product:
  // the upload limits the product media editor shares with the product form.
  ['/admin/*', ['admin', 'orders', 'shop', 'product', 'checkout', 'account', 'auth', 'cms']],
  ['/admin', ['admin', 'orders', 'shop', 'product', 'checkout', 'account', 'auth', 'cms']],
  // The theme editor (issue 26), an admin screen of its own: cms for the unsaved-changes question,
  // product for the colour picker it shares with the product form.
  ['/themeeditor', ['admin', 'cms', 'product']],
  // A CMS page (last: every path above wins): the catalogue's tiles of its product rows, and the few cms
  // texts a shopper's page shows (areas.ts `shopPageKeys`).
  ['/:slug', ['shop']],
];

/** The areas whose texts the page at `pathname` renders: the shell's, then its route's. */
export function textAreasFor(pathname: string): BrowserTextArea[] {
  const match = ROUTE_TEXT_AREAS.find(([path]) => matchPath({ path, caseSensitive: false }, pathname));
  return ['shell', ...(match?.[1] ?? [])];
}

/** Whether a page at `next` needs texts a page at `current` was not sent (the root loader must run). */
export function needsOtherTexts(current: string, next: string): boolean {
  const have = new Set(textAreasFor(current));
  return textAreasFor(next).some((area) => !have.has(area));
}

/**
 * The shell the browser gets for the page at `pathname`: the texts of its areas only, and no theme
 * CSS (the page's <style> tag carries it, see TenantThemeStyle). A document's texts go beside its
 * data (`document`, page-texts.ts); a client-side navigation's data carries them.
 */
export function pageShell(server: ServerShellData, pathname: string, document = false): ShellData {
  const textAreas = textAreasFor(pathname);
  const shell: ShellData = {
    tenant: server.tenant,
    session: server.session,
    language: server.language,
    translations: textsOfPage(server.textsByArea, textAreas),
    textAreas,
    textVersion: server.textVersion,
    requestId: server.requestId,
    isDevelopment: server.isDevelopment,
  };
  return document
    ? shellWithTextsBeside(shell, pageTextsPath(server.language, server.textVersion, textAreas))
    : shell;
}

/** Per shell texts (kept by the server per tenant and language) and list of areas. */
const pageTexts = new WeakMap<ServerShellData['textsByArea'], Map<string, Record<string, string>>>();

/**
 * The texts of `areas`, one object per shell texts and areas: the server renders many pages from one
 * kept shell, and the same object lets them share an i18next instance (i18nForRender) instead of
 * copying ~700 texts and building an instance per page. Never changed once made.
 */
function textsOfPage(byArea: ServerShellData['textsByArea'], areas: readonly BrowserTextArea[]) {
  let byAreas = pageTexts.get(byArea);
  if (!byAreas) pageTexts.set(byArea, (byAreas = new Map()));
  const key = areas.join(',');
  let texts = byAreas.get(key);
  if (!texts) byAreas.set(key, (texts = textsOfAreas(byArea, areas)));
  return texts;
}
