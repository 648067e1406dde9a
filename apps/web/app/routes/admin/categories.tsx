import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/categories';
import { requireAdminRight } from '../../features/admin/admin-access.ts';
import { AdminErrorPage } from '../../features/admin/admin-status.tsx';
import { CategoriesPage } from '../../features/admin/categories/categories-page.tsx';
import { pageMeta } from '../../shell/page-title.ts';

/** /admin/categories: the category tree (spec §2) for catalogue readers; writers change it. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'catalog.read');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.navCategories');

export default function CategoriesPageRoute() {
  return <CategoriesPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
