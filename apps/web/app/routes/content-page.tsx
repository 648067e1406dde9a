import { lazy, Suspense } from 'react';
import { data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/content-page';
import { loadContentPage } from '../features/content-page/content-page-api.ts';
import { contentPageMeta } from '../features/content-page/content-page-meta.ts';
import { ContentPageView } from '../features/content-page/content-page-view.tsx';
import { PageDocumentView } from '../features/content-page/page-document-view.tsx';
import { PageNotFound } from '../features/content-page/page-screens.tsx';
import { ErrorPage } from '../shell/error-page.tsx';
import { pageLinksAt, pageMeta, pageTitle, shopDescription } from '../shell/page-title.ts';
import { PAGE_PREVIEW_PATH } from '../lib/pages/preview-path.ts';
import { requireAdminRight } from '../shell/admin/admin-right.ts';
import { loadPageBlockData, pageAnswer } from './page-block-data.server.ts';
import { PAGE_BLOCK_VIEWS } from './page-block-views.ts';

// The page builder's canvas, loaded only there (its own small chunk).
const PreviewFrame = lazy(() => import('../features/content-page/preview/preview-frame.tsx'));
const PREVIEW_SLUG = PAGE_PREVIEW_PATH.slice(1);

/**
 * `/:slug`: the shop's CMS pages (issue 25), server-rendered from the stored document with the data its
 * blocks need (product rows' products, read for all rows at once). A visitor without a session gets the
 * page from the anonymous page cache like the catalogue's (the answer sets no cookie and no cache header
 * of its own); an unknown address is a real 404 (not kept), as before.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (params.slug === PREVIEW_SLUG) {
    // The page builder's canvas: the draft comes from the builder; editors only, never kept or indexed.
    requireAdminRight(context, request, 'cms.edit');
    return data({ preview: true as const }, { headers: NOT_KEPT });
  }
  const page = await loadContentPage(context, params.slug);
  if (!page) throw data(null, { status: 404 });
  const blockData = await loadPageBlockData(context, page);
  return pageAnswer(page, { page, blockData });
}

/** The page builder's canvas: for its editor only, never kept by a cache nor indexed. */
const NOT_KEPT = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return pageMeta(matches, 'shell.notFoundTitle');
  if ('preview' in loaderData) return [{ title: pageTitle(matches) }, { name: 'robots', content: 'noindex' }];
  const linksAt = pageLinksAt(matches, location);
  return contentPageMeta(loaderData.page, pageTitle(matches), linksAt, shopDescription(matches));
};

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  if ('preview' in loaderData)
    return (
      <Suspense>
        <PreviewFrame
          render={(document, language, blockData) => (
            <PageDocumentView
              document={document}
              views={PAGE_BLOCK_VIEWS}
              language={language}
              blockData={blockData}
            />
          )}
        />
      </Suspense>
    );
  const { page, blockData } = loaderData;
  return <ContentPageView key={page.id} page={page} views={PAGE_BLOCK_VIEWS} blockData={blockData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
