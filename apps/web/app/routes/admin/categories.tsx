import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/categories';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { CategoriesPage } from '../../features/admin-categories/categories-page.tsx';

/** /admin/categories: the category tree (spec §2) for catalogue readers; writers change it. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'categories');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('categories').labelKey);

export default function CategoriesPageRoute() {
  return <CategoriesPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
