import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/categories';
import { adminPageMeta, requireAdminPage } from '../../shell/admin/admin-access.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { CategoriesPage } from '../../features/admin-categories/categories-page.tsx';

/** /admin/categories: the category tree (spec §2) for catalogue readers; writers change it. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'categories');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'categories');

export default function CategoriesPageRoute() {
  return <CategoriesPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
