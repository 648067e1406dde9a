import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/page-builder';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { pageMeta } from '../../shell/page-title.ts';
import type { AdminRouteHandle } from './layout.tsx';
import { PageBuilderPage } from '../../features/admin-content-pages/builder/page-builder-page.tsx';
import type { BuilderExtras } from '../../features/admin-content-pages/builder/puck-config.tsx';
import { StockPhotoPicker } from '../../features/stock-photos/stock-photo-picker.tsx';

/** /admin/pages/:id/edit: the page builder of one CMS page, full screen (issue 25). */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'pages');
  return null;
}

export const handle: AdminRouteHandle = { fullScreen: true };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('pages').labelKey);

/** The image fields' stock photo search (features/stock-photos), one object for the builder's config. */
const EXTRAS: BuilderExtras = { stockPhotos: (pick) => <StockPhotoPicker onPick={pick} /> };

export default function PageBuilderRoute({ params }: Route.ComponentProps) {
  return <PageBuilderPage key={params.id} id={params.id} extras={EXTRAS} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
