import { useLoaderData } from 'react-router';
import type { Route } from './+types/catalog-category';
import { loadCategory } from '../features/catalog/catalog-loaders.ts';
import { catalogMeta } from '../features/catalog/catalog-meta.ts';
import { CategoryPage } from '../features/catalog/category-page.tsx';
import { pageLinksAt, pageMeta } from '../shell/page-title.ts';

/**
 * Unknown or hidden categories answer 404 (thrown; the root error boundary shows the not-found look),
 * so crawlers drop them.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadCategory(context.api, params.category, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error, location }) =>
  error
    ? pageMeta(matches, 'shell.notFoundTitle')
    : [
        ...catalogMeta(
          matches,
          loaderData && {
            title: loaderData.category.name,
            description: loaderData.category.description,
            search: loaderData.search,
          },
        ),
        ...pageLinksAt(matches, location)(location.pathname).tags,
      ];

/** /catalog/:category: one category with its subcategories and products. */
export default function CatalogCategoryRoute() {
  return <CategoryPage data={useLoaderData<typeof loader>()} />;
}
