import type { Route } from './+types/home';
import { Benefits, Steps } from '../features/home/benefits-and-steps.tsx';
import { HomeHero } from '../features/home/home-hero.tsx';
import { ProductHighlights } from '../features/home/product-highlights.tsx';
import { pageTitle } from '../shell/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches) }];

/** The tenant home page (spec §2 route `/`, the default target). */
export default function Home() {
  return (
    <>
      <HomeHero />
      <ProductHighlights />
      <Benefits />
      <Steps />
    </>
  );
}
