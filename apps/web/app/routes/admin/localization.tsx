import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/localization';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { LocalizationPage } from '../../features/admin-localization/localization-page.tsx';

/** /admin/localization: the shop's languages (spec §2) for holders of tenant.settings. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'localization');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, adminPage('localization').labelKey);

export default function LocalizationPageRoute() {
  return <LocalizationPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
