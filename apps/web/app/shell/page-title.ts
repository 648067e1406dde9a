import type { RootData } from './shell-context.tsx';

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/**
 * "<page> | <tenant page title>" for a route's meta export. Meta runs outside React, so it reads
 * the texts straight from the root loader's shell data.
 */
export function pageTitle(matches: readonly MetaMatch[], key?: string): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  if (!root) return '';
  const site = root.shell.tenant.pageTitle;
  const page = key ? root.shell.translations[key] : undefined;
  return page ? `${page} | ${site}` : site;
}
