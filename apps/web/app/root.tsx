import { isForcedLogoutAddress } from '@print/core/auth/forced-logout';
import { DEFAULT_LANGUAGE } from '@print/core/i18n/locale';
import type { ReactNode } from 'react';
import {
  data as routeData,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import { hasAllTexts } from './lib/i18n/all-texts-state.ts';
import { needsOtherTexts, pageShell } from './lib/i18n/route-text-areas.ts';
import { isDataRequest, pageUrl } from './lib/page-url.ts';
import { readConsent } from './shell/cookie-consent/consent-cookie.ts';
import { ErrorPage } from './shell/error-page.tsx';
import { GlobalLayers } from './shell/global-layers.tsx';
import { PageMain } from './shell/page-main.tsx';
import { siteDescription, sitePageTitle } from './shell/page-title.ts';
import type { RootData } from './shell/shell-context.tsx';
import { ShellProviders } from './shell/shell-providers.tsx';
import { TenantThemeStyle } from './shell/tenant-theme-style.tsx';
import './styles/global.css';

export function loader({ context, request }: Route.LoaderArgs): RootData {
  if (!context?.shell) {
    // Only when the app runs outside the Fastify server, which always provides the shell.
    throw routeData('The server did not provide the shell data.', { status: 500 });
  }
  return {
    // Only the texts of this page's areas; a navigation to a page needing others reloads this.
    shell: pageShell(context.shell, pageUrl(request).pathname, !isDataRequest(request)),
    cookieConsent: readConsent(request.headers.get('cookie')),
    year: new Date().getFullYear(),
  };
}

/**
 * The shell data is per visit, not per page: reload it only after non-GET form submissions and
 * explicit revalidation (a language switch, so title and texts follow the cookie), not on every
 * link, search change or GET form (the header search). A navigation to the forced logout page reloads
 * it too: that request ends the session on the server, and the shell then shows a visitor. So does a
 * navigation to a page needing texts of an area this page was not sent (the loader sends the next
 * page's areas, and React Router renders the page only once they are here: no raw keys), unless the
 * browser already holds every text of the language (translationsByTenant, loaded after the first paint).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const needsTexts = () => !hasAllTexts() && needsOtherTexts(currentUrl.pathname, nextUrl.pathname);
  if (formMethod) return formMethod.toUpperCase() === 'GET' ? needsTexts() : defaultShouldRevalidate;
  if (isForcedLogoutAddress(nextUrl.pathname, nextUrl.search)) return true;
  // Explicit revalidation (useRevalidator) keeps the URL.
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return needsTexts();
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: sitePageTitle(loaderData.shell) },
        { name: 'description', content: siteDescription(loaderData.shell) },
      ]
    : [{ title: 'Error' }];

export function Layout({ children }: { children: ReactNode }) {
  // Undefined only when the root loader itself failed; the error page then renders bare.
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={data?.shell.language ?? DEFAULT_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The tenant's own, drawn by the server until favicons come from the media library. */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data && <TenantThemeStyle />}
        {/* The page's texts, fetched before hydration (lib/i18n/page-texts.ts): started here, early. */}
        {data?.shell.textsSrc && (
          <link
            rel="preload"
            as="fetch"
            crossOrigin="anonymous"
            href={data.shell.textsSrc}
            data-page-texts=""
          />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {data ? (
          <ShellProviders data={data}>
            <GlobalLayers>{children}</GlobalLayers>
          </ShellProviders>
        ) : (
          children
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Errors the layouts' own boundaries (storefront, admin) did not catch; without shell data, bare. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data = useRouteLoaderData<typeof loader>('root');
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return data ? (
    <PageMain>
      <ErrorPage status={status} />
    </PageMain>
  ) : (
    <ErrorPage status={status} />
  );
}
