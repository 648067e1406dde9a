import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../ui/icons.tsx';
import { useClickRipple } from '../../ui/click-ripple.tsx';
import styles from './home-sections.module.css';

const SHAPES = [styles.shapeCard, styles.shapeFlyer, styles.shapePoster, styles.shapeSticker];

/**
 * A card's category: its name, description and where its link leads (its page, or a link category's
 * URL: the route resolves it as the catalogue's category links do).
 */
export type HighlightCategory = {
  id: string;
  name: string;
  description: string | null;
  target: { kind: 'internal'; to: string } | { kind: 'external'; href: string; newWindow: boolean };
};

/**
 * Entry points into the catalogue: a card per top-level category, each leading to that category
 * (the route renders the link, so link categories lead where they say). None when the shop has none.
 */
export function ProductHighlights({ categories }: { categories: readonly HighlightCategory[] }) {
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
          <HighlightCard key={category.id} category={category} shape={SHAPES[index % SHAPES.length]!} />
        ))}
      </ul>
    </section>
  );
}

function CardLink({ target, children }: { target: HighlightCategory['target']; children: ReactNode }) {
  const { t } = useTranslation();
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={styles.productCard}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={target.href}
      className={styles.productCard}
      {...(target.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {target.newWindow && (
        <span className={styles.visuallyHidden}> {t('shop.catalogOpensInNewWindow')}</span>
      )}
    </a>
  );
}

function HighlightCard({ category, shape }: { category: HighlightCategory; shape: string }) {
  const { t } = useTranslation();
  const { rippleHandlers, ripples } = useClickRipple();
  return (
    <li {...rippleHandlers} className={styles.productItem} data-testid="home-category-card">
      <CardLink target={category.target}>
        <span className={styles.productVisual} aria-hidden="true">
          <span className={shape} />
        </span>
        <span className={styles.productName}>{category.name}</span>
        {category.description && <span className={styles.productText}>{category.description}</span>}
        <span className={styles.productMore}>
          {t('shop.viewCategoryProducts')}
          <ArrowRightIcon />
        </span>
      </CardLink>
      {ripples}
    </li>
  );
}
