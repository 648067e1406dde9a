import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/category';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { CategoryEditorPage } from '../../features/admin-categories/category-editor-page.tsx';

/** /admin/categories/:id: the category editor (spec §2). */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'categories');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('categories').labelKey);

export default function CategoryPageRoute({ params }: Route.ComponentProps) {
  return <CategoryEditorPage key={params.id} id={params.id} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
