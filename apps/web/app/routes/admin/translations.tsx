import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/translations';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { TranslationsPage } from '../../features/admin-translations/translations-page.tsx';

/** /admin/translations: the shop's texts in every language (spec §2) for holders of translations.edit. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'translations');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, adminPage('translations').labelKey);

export default function TranslationsPageRoute() {
  return <TranslationsPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
