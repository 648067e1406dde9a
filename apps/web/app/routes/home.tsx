import type { Route } from './+types/home';
import { categoryTarget } from '../features/catalog/catalog-values.ts';
import { loadHomeCategories } from '../features/catalog/catalog-loaders.ts';
import { loadHomePage } from '../features/content-page/content-page-api.ts';
import { contentPageMeta } from '../features/content-page/content-page-meta.ts';
import { ContentPageView } from '../features/content-page/content-page-view.tsx';
import { BuiltInHome } from '../features/home/built-in-home.tsx';
import type { HighlightCategory } from '../features/home/product-highlights.tsx';
import { localizedText } from '@print/core/i18n/localized-text';
import { pageTexts } from '../lib/i18n/page-texts.ts';
import { pageLinksAt, pageMeta, pageTitle, shopDescription } from '../shell/page-title.ts';
import { loadPageBlockData, pageAnswer } from './page-block-data.server.ts';
import { PAGE_BLOCK_VIEWS } from './page-block-views.ts';

/**
 * The shop's home (spec §2 route `/`, the default target): the tenant's home page document (issue 25: the
 * CMS page of kind home, drawn by the same renderer as every page at `/:slug`, with its blocks' data),
 * or while it has none live, the built-in home (hero, category cards, benefits, steps). Both are in the
 * route's first load: the built-in home must be drawn in place with its styles by the server (a lazy
 * file would be streamed after the page, hidden and unstyled until scripts ran). Kept by the anonymous
 * page cache like before; a home page with an end date is not (decision 0070).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadHomePage(context);
  if (page) {
    const blockData = await loadPageBlockData(context, page);
    return pageAnswer(page, { page, blockData, categories: [] });
  }
  const categories = await loadHomeCategories(context.api);
  return {
    page: null,
    blockData: {},
    categories: categories.map(({ id, name, description, ...link }): HighlightCategory => ({
      id,
      name,
      description,
      target: categoryTarget({ id, name, ...link }),
    })),
  };
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const linksAt = pageLinksAt(matches, location);
  return loaderData?.page
    ? contentPageMeta(loaderData.page, pageTitle(matches), linksAt, shopDescription(matches))
    : [...pageMeta(matches, undefined, heroDescription), ...linksAt('/').tags];
};

/** The hero's text says what the shop offers: the built-in home's description for search results. */
const heroDescription: Parameters<typeof pageMeta>[2] = (shell) =>
  localizedText(shell.tenant.home.heroText, shell.language, shell.tenant.defaultLanguage) ||
  (pageTexts(shell)['shell.homeHeroText'] ?? '');

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, blockData, categories } = loaderData;
  if (page)
    return <ContentPageView key={page.id} page={page} views={PAGE_BLOCK_VIEWS} blockData={blockData} />;
  return <BuiltInHome categories={categories} />;
}
