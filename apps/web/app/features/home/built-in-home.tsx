import { Benefits, Steps } from './benefits-and-steps.tsx';
import { HomeHero } from './home-hero.tsx';
import { ProductHighlights, type HighlightCategory } from './product-highlights.tsx';

/**
 * The shop's built-in home, shown while it has no live home page document (issue 25): the tenant's hero
 * with the calls to action, a card per top-level category, the benefits and the steps.
 */
export function BuiltInHome({ categories }: { categories: readonly HighlightCategory[] }) {
  return (
    <>
      <HomeHero />
      <ProductHighlights categories={categories} />
      <Benefits />
      <Steps />
    </>
  );
}
