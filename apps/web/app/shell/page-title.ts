import { localizedText } from '@print/core/i18n/localized-text';
import type { ShellData } from '@print/core/shell-data';
import type { RootData } from './shell-context.tsx';

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/** The tenant's page title in the page's language (the root loader follows a language switch). */
export function sitePageTitle(shell: ShellData): string {
  return (
    localizedText(shell.tenant.pageTitle, shell.language, shell.tenant.defaultLanguage) || shell.tenant.name
  );
}

/**
 * "<page> | <tenant page title>" for a route's meta export. Meta runs outside React, so it reads
 * the texts straight from the root loader's shell data.
 */
export function pageTitle(matches: readonly MetaMatch[], key?: string): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  if (!root) return '';
  const site = sitePageTitle(root.shell);
  const page = key ? root.shell.translations[key] : undefined;
  return page ? `${page} | ${site}` : site;
}
