import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../ui/icons.tsx';
import { useClickRipple } from '../../ui/ripple.tsx';
import styles from './home-sections.module.css';

const SHAPES = [styles.shapeCard, styles.shapeFlyer, styles.shapePoster, styles.shapeSticker];

/** A card's category: its name and description. */
export type HighlightCategory = {
  id: string;
  name: string;
  description: string | null;
};

/** Wraps a card's content in the link to its category. */
type LinkRenderer<C> = (category: C, className: string | undefined, content: ReactNode) => ReactNode;

/**
 * Entry points into the catalogue: a card per top-level category, each leading to that category
 * (the route renders the link, so link categories lead where they say). None when the shop has none.
 */
export function ProductHighlights<C extends HighlightCategory>({
  categories,
  renderLink,
}: {
  categories: readonly C[];
  renderLink: LinkRenderer<C>;
}) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-products-title">
      <div className={styles.sectionHead}>
        <h2 id="home-products-title" className={styles.sectionTitle}>
          {t('shell.homeProductsTitle')}
        </h2>
        <p className={styles.sectionText}>{t('shell.homeProductsText')}</p>
      </div>
      <ul className={styles.productGrid}>
        {categories.map((category, index) => (
          <HighlightCard
            key={category.id}
            category={category}
            shape={SHAPES[index % SHAPES.length]!}
            renderLink={renderLink}
          />
        ))}
      </ul>
    </section>
  );
}

function HighlightCard<C extends HighlightCategory>({
  category,
  shape,
  renderLink,
}: {
  category: C;
  shape: string;
  renderLink: LinkRenderer<C>;
}) {
  const { t } = useTranslation();
  const { rippleHandlers, ripples } = useClickRipple();
  return (
    <li {...rippleHandlers} className={styles.productItem} data-testid="home-category-card">
      {renderLink(
        category,
        styles.productCard,
        <>
          <span className={styles.productVisual} aria-hidden="true">
            <span className={shape} />
          </span>
          <span className={styles.productName}>{category.name}</span>
          {category.description && <span className={styles.productText}>{category.description}</span>}
          <span className={styles.productMore}>
            {t('shop.viewProduct')}
            <ArrowRightIcon />
          </span>
        </>,
      )}
      {ripples}
    </li>
  );
}
