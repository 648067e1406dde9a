import { useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '../../ui/prefetch-link.tsx';
import { useClickRipple } from '../../ui/click-ripple.tsx';
import type { NavCategory, PreviewProduct } from './catalog-api.ts';
import { previewPick, productPath, seededRandom } from './catalog-values.ts';
import { CategoryLink, SubcategoryLinks } from './category-link.tsx';
import styles from './catalog.module.css';

/** The category navigation of /catalog: each top-level category with a preview and its subcategories. */
export function CategoryNav({ categories }: { categories: NavCategory[] }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <nav className={styles.section} aria-labelledby="catalog-categories-title" data-testid="category-nav">
      <h2 id="catalog-categories-title" className={styles.sectionTitle}>
        {t('shop.categories')}
      </h2>
      <ul className={styles.categoryGrid}>
        {categories.map((category) => (
          <CategoryCard key={category.id} category={category} />
        ))}
      </ul>
    </nav>
  );
}

/** One category: its link, description, preview and subcategories; it ripples when pressed (spec §9). */
function CategoryCard({ category }: { category: NavCategory }) {
  const { t } = useTranslation();
  const { rippleHandlers, ripples } = useClickRipple();
  return (
    <li {...rippleHandlers} className={styles.categoryCard} data-testid="category-card">
      <h3 className={styles.categoryName}>
        <CategoryLink category={category} />
      </h3>
      {category.description && <p className={styles.categoryDescription}>{category.description}</p>}
      <CategoryPreview
        categoryName={category.name}
        products={category.previewProducts}
        random={category.displayMode === 'random'}
      />
      <SubcategoryLinks
        categories={category.subcategories}
        label={`${t('shop.catalogSubcategories')}: ${category.name}`}
      />
      {ripples}
    </li>
  );
}

const noSubscription = () => () => {};

type PreviewProps = { categoryName: string; products: PreviewProduct[]; random: boolean };

/**
 * Spec §9: at most 3 preview products per category (the server picks them by the display mode). A
 * random category's pool is drawn from once hydrated: the cached page is the same for everyone, the
 * three products are not (decision 0055).
 */
function CategoryPreview({ categoryName, products, random }: PreviewProps) {
  const { t } = useTranslation();
  // ui/use-is-client.ts, spelled out: importing it split a shared chunk off (two more requests here).
  const isClient = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // Drawn once per visit of the page: a revalidation (new `products`) keeps the same previews. Used
  // only once hydrated, so the server's and the hydrating render agree.
  const [seed] = useState(Math.random);
  const shown = useMemo(
    () => previewPick(products, random && isClient ? seededRandom(seed) : null),
    [products, random, isClient, seed],
  );
  if (shown.length === 0) return null;
  return (
    <ul
      className={styles.previews}
      aria-label={t('shop.catalogPreviewLabel', { category: categoryName })}
      data-testid="category-preview"
    >
      {shown.map((product) => {
        // The thumbnail where the server has one: a preview is a fraction of a tile's size.
        const image = product.images[0];
        const src = image?.thumbnailUrl || product.imageUrl;
        return (
          <li key={product.id}>
            <PrefetchLink to={productPath(product.slug)} className={styles.previewLink} title={product.name}>
              {src ? (
                <img
                  className={styles.previewImage}
                  src={src}
                  alt={image?.alt || product.name}
                  width={96}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={styles.previewImage}>{product.name}</span>
              )}
            </PrefetchLink>
          </li>
        );
      })}
    </ul>
  );
}
