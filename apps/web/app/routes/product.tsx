import { lazy } from 'react';
import { data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/product';
import { loadProductPage } from '../features/product/product-api.ts';
import { ProductNotFound } from '../features/product/product-not-found.tsx';
import { ProductPage } from '../features/product/product-page.tsx';
import { productMeta } from '../features/product/product-values.ts';
import { ErrorPage } from '../shell/error-page.tsx';
import { pageLinksAt, pageMeta, pageTitle, shopDescription } from '../shell/page-title.ts';

/**
 * Server-rendered for search engines and first visits; client navigations fetch this same loader's
 * data. `?item=<cartItemId>` (the cart's "personalise again" link) opens the form with that item.
 */
// Fetched only when a visitor personalises (the page composes two features: the product and its form).
const ProductForm = lazy(() =>
  import('../features/product-form/product-form-with-queries.tsx').then((module) => ({
    default: module.ProductForm,
  })),
);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadProductPage(
    context.api,
    params.slug,
    url.searchParams.get('item'),
    context.shell.session !== null,
  );
  // A real 404 for unknown or hidden products, so crawlers drop them.
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return pageMeta(matches, 'shop.productNotFoundTitle');
  const linksAt = pageLinksAt(matches, location);
  return productMeta(loaderData.product, pageTitle(matches), linksAt, shopDescription(matches));
};

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { product, item } = loaderData;
  // A new product (or item) is a new page: its choices start afresh.
  return (
    <ProductPage key={`${product.id}:${item?.id ?? ''}`} product={product} item={item} Form={ProductForm} />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
