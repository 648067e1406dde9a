import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/theme-editor';
import { QueryProvider } from '../lib/api/query-provider.tsx';
import { requireAdminPage } from '../shell/admin/admin-access.ts';
import { adminPage } from '../shell/admin/admin-pages.ts';
import { AdminErrorPage } from '../shell/admin/admin-status.tsx';
import { pageMeta } from '../shell/page-title.ts';
import { ThemeEditorPage } from '../features/theme-editor/theme-editor-page.tsx';

/**
 * /themeeditor (issue 26, spec §2): the theme editor, full screen, outside the shop's and the admin's
 * frames (a chunk of its own). Without a session → /login and back; without admin.access and theme.edit
 * → 403, as an admin page. `?path=` the shop page to preview, `?from=` where Close leads.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'themeeditor');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, adminPage('themeeditor').labelKey),
  { name: 'robots', content: 'noindex' },
];

export default function ThemeEditorRoute() {
  // The editor loads and saves through TanStack Query; the shop's shell carries none.
  return (
    <QueryProvider>
      <ThemeEditorPage />
    </QueryProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
