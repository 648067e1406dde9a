import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/category';
import { requireAdminRight } from '../../features/admin/admin-access.ts';
import { AdminErrorPage } from '../../features/admin/admin-status.tsx';
import { CategoryEditorPage } from '../../features/admin/categories/category-editor-page.tsx';
import { pageMeta } from '../../shell/page-title.ts';

/** /admin/categories/:id: the category editor (spec §2). */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'catalog.read');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.navCategories');

export default function CategoryPageRoute({ params }: Route.ComponentProps) {
  return <CategoryEditorPage key={params.id} id={params.id} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
