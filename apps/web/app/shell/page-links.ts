import type { Location } from 'react-router';
import { pageLinks, type PageLinks } from '../lib/page-url.ts';
import type { RootData } from './shell-context.tsx';

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

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
