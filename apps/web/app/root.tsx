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
import { EDIT_COOKIE, isEditingPage } from '@print/core/i18n/edit-mode';
import { TEXT_VERSION_COOKIE, holdsTexts } from '@print/core/i18n/text-version-cookie';
import { readCookie } from './lib/cookies.ts';
import { announceHeldTexts, hasAllTexts } from './lib/i18n/all-texts-state.ts';
import { needsOtherTexts, pageShell } from './lib/i18n/route-text-areas.ts';
import { isDataRequest, pageUrl, siteOrigin } from './lib/page-url.ts';
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
  const cookies = request.headers.get('cookie');
  const dataRequest = isDataRequest(request);
  // Only the texts of this page's areas; a navigation to a page needing others reloads this.
  const shell = pageShell(context.shell, pageUrl(request).pathname, !dataRequest);
  // A navigation of a browser holding every text of this version needs none (decision 0084).
  const held =
    dataRequest && holdsTexts(readCookie(cookies, TEXT_VERSION_COOKIE), shell.language, shell.textVersion);
  // In-page editing (decision 0083): only for a session holding an editing right, never a kept page.
  const editing = isEditingPage(shell.session?.rights, readCookie(cookies, EDIT_COOKIE));
  // Onto the shell made for this request, not a copy: a document's texts are held on it (page-texts.ts).
  if (held) Object.assign(shell, { translations: {}, textsHeld: true });
  if (editing) shell.editing = true;
  return {
    shell,
    origin: siteOrigin(shell.tenant.defaultHost, request),
    cookieConsent: readConsent(cookies),
    year: new Date().getFullYear(),
  };
}

/**
 * The shell data is per visit, not per page. Until the browser holds every text of the language
 * (translationsByTenant, loaded after the first paint), it reloads only after non-GET form submissions,
 * explicit revalidation (a language switch, so title and texts follow the cookie), a navigation to the
 * forced logout page (that request ends the session on the server, and the shell then shows a visitor),
 * and a navigation to a page needing texts of an area this page was not sent (the loader sends the next
 * page's areas, and React Router renders the page only once they are here: no raw keys). Once every text
 * is held, every navigation reloads it too (decision 0084): single fetch adds no request, the texts stay
 * out while the browser's version (cookie `print_tv`, written here) is current, and a text an admin
 * changed reaches the next page with its new version.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  announceHeldTexts();
  const needsShell = () => hasAllTexts() || needsOtherTexts(currentUrl.pathname, nextUrl.pathname);
  if (formMethod) return formMethod.toUpperCase() === 'GET' ? needsShell() : defaultShouldRevalidate;
  if (isForcedLogoutAddress(nextUrl.pathname, nextUrl.search)) return true;
  // Explicit revalidation (useRevalidator) keeps the URL.
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return needsShell();
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
        <ShopFavicon href={data?.shell.tenant.logos?.favicon} />
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

/** The favicon the shop uploaded (512×512), else the one the server draws from its name and colour. */
function ShopFavicon({ href }: { href: string | undefined }) {
  return href ? (
    <link rel="icon" href={href} sizes="512x512" />
  ) : (
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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
