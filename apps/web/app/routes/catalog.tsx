import { useLoaderData } from 'react-router';
import type { Route } from './+types/catalog';
import { loadCatalog } from '../features/catalog/catalog-loaders.ts';
import { catalogMeta } from '../features/catalog/catalog-meta.ts';
import { CatalogPage } from '../features/catalog/catalog-page.tsx';
import { pageLinksAt } from '../shell/page-title.ts';

/** Server-side for the first page and client navigations alike (single fetch): search engines get it all. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCatalog(context.api, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => [
  ...catalogMeta(matches, loaderData && { search: loaderData.search }),
  ...pageLinksAt(matches, location)(location.pathname).tags,
];

/** /catalog: category navigation and all products (spec §2 product catalogue). */
export default function CatalogRoute() {
  return <CatalogPage data={useLoaderData<typeof loader>()} />;
}
