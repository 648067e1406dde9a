import { isRouteErrorResponse, Outlet } from 'react-router';
import type { Route } from './+types/storefront-layout';
import { ErrorPage } from '../shell/error-page.tsx';
import { StorefrontFrame } from '../shell/storefront-frame.tsx';
import { ThemePreviewLoader } from './theme-preview-loader.tsx';

// The storefront's pages (every route but the admin's) inside the shop's frame; inside the theme
// editor's frame, with the editor's draft theme.

export default function StorefrontLayout() {
  return (
    <StorefrontFrame>
      <ThemePreviewLoader />
      <Outlet />
    </StorefrontFrame>
  );
}

/** A storefront page's error keeps header and footer, so the shopper can go on from there. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return (
    <StorefrontFrame>
      <ThemePreviewLoader />
      <ErrorPage status={status} />
    </StorefrontFrame>
  );
}
