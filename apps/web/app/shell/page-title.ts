import { localizedText } from '@print/core/i18n/localized-text';
import type { ShellData } from '@print/core/shell-data';
import type { Location, MetaDescriptor } from 'react-router';
import { heldText } from '../lib/i18n/all-texts-state.ts';
import { pageTexts } from '../lib/i18n/page-texts.ts';
import { pageLinks, type PageLinks } from '../lib/page-url.ts';
import type { RootData } from './shell-context.tsx';

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

const rootShell = (matches: readonly MetaMatch[]) =>
  (matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined)?.shell;

/** The tenant's page title in the page's language (the root loader follows a language switch). */
export function sitePageTitle(shell: ShellData): string {
  return (
    localizedText(shell.tenant.pageTitle, shell.language, shell.tenant.defaultLanguage) || shell.tenant.name
  );
}

/** The shop's claim in the page's language, else its title: the description of a page without its own. */
export function siteDescription(shell: ShellData): string {
  return (
    localizedText(shell.tenant.claim, shell.language, shell.tenant.defaultLanguage) || sitePageTitle(shell)
  );
}

/** siteDescription() for a route's meta export ('' before the root loader ran). */
export function shopDescription(matches: readonly MetaMatch[]): string {
  const shell = rootShell(matches);
  return shell ? siteDescription(shell) : '';
}

/**
 * A text for a route's meta export. Meta runs outside React, so it reads the root loader's texts,
 * then the complete texts the browser holds (the root loader is not reloaded once they are here,
 * so its texts may lack the current page's areas).
 */
export function metaText(matches: readonly MetaMatch[], key: string): string | undefined {
  const shell = rootShell(matches);
  return (shell && pageTexts(shell)[key]) ?? heldText(key);
}

/** "<page> | <tenant page title>" for a route's meta export. */
export function pageTitle(matches: readonly MetaMatch[], key?: string): string {
  const shell = rootShell(matches);
  if (!shell) return '';
  const site = sitePageTitle(shell);
  const page = key ? metaText(matches, key) : undefined;
  return page ? `${page} | ${site}` : site;
}

/**
 * Title and description of a page (search engines show the description under the title; every page
 * has one): the page's own description when `describe` gives one, else the shop's claim.
 */
export function pageMeta(
  matches: readonly MetaMatch[],
  key?: string,
  describe?: (shell: ShellData) => string,
): MetaDescriptor[] {
  const shell = rootShell(matches);
  const title = { title: pageTitle(matches, key) };
  if (!shell) return [title];
  return [title, { name: 'description', content: describe?.(shell) || siteDescription(shell) }];
}

/** The links of one of the page's paths; absent root data (an error page) gives none. */
export type PageLinksAt = (path: string) => PageLinks;

/**
 * For a public route's meta export: its canonical and `hreflang` links (lib/page-url.ts) at a path, from
 * the root loader's shop address and languages and the address asked (`?lang=`).
 */
export function pageLinksAt(matches: readonly MetaMatch[], location: Pick<Location, 'search'>): PageLinksAt {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  return (path) =>
    root
      ? pageLinks(root.origin, path, location.search, {
          languages: root.shell.tenant.languages,
          language: root.shell.language,
        })
      : { origin: '', canonical: path, tags: [] };
}
