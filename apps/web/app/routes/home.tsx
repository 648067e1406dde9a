import { useLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { categoryTarget } from '../features/catalog/catalog-values.ts';
import { loadHomeCategories } from '../features/catalog/catalog-loaders.ts';
import { Benefits, Steps } from '../features/home/benefits-and-steps.tsx';
import { HomeHero } from '../features/home/home-hero.tsx';
import { ProductHighlights } from '../features/home/product-highlights.tsx';
import { localizedText } from '@print/core/i18n/localized-text';
import { pageTexts } from '../lib/i18n/page-texts.ts';
import { pageMeta } from '../shell/page-title.ts';

// The hero's text says what the shop offers: the page's description for search results.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    undefined,
    (shell) =>
      localizedText(shell.tenant.home.heroText, shell.language, shell.tenant.defaultLanguage) ||
      (pageTexts(shell)['shell.homeHeroText'] ?? ''),
  );

/** The category cards' categories, on the server for the first page and client navigations alike. */
export async function loader({ context }: Route.LoaderArgs) {
  const categories = await loadHomeCategories(context.api);
  return {
    categories: categories.map(({ id, name, description, ...link }) => ({
      id,
      name,
      description,
      target: categoryTarget({ id, name, ...link }),
    })),
  };
}

/** The tenant home page (spec §2 route `/`, the default target). */
export default function Home() {
  const { categories } = useLoaderData<typeof loader>();
  return (
    <>
      <HomeHero />
      <ProductHighlights categories={categories} />
      <Benefits />
      <Steps />
    </>
  );
}
