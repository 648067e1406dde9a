import { data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/product';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { ProductEditor } from '../../features/admin-products/product-editor.tsx';
import { loadAdminProduct } from '../../features/admin-products/products-api.ts';
import { NotFoundContent } from '../../shell/not-found-content.tsx';
import { PRODUCT_EDITOR_TABS } from './product-editor-tabs.ts';

/** /admin/products/:id: the product editor; an unknown id (or another tenant's) is a real 404. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'products');
  const product = await loadAdminProduct(context.api, params.id);
  if (!product) throw data(null, { status: 404 });
  return { product };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('products').labelKey);

export default function ProductEditorRoute({ loaderData }: Route.ComponentProps) {
  // Another product is another editor: nothing typed for one carries over to the next.
  return (
    <ProductEditor key={loaderData.product.id} product={loaderData.product} tabs={PRODUCT_EDITOR_TABS} />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
