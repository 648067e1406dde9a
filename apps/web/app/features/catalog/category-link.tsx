import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '../../ui/prefetch-link.tsx';
import type { CategoryLinkData } from './catalog-api.ts';
import { categoryTarget } from './catalog-values.ts';
import styles from './catalog.module.css';

type Props = { category: CategoryLinkData; className?: string; children?: ReactNode };

/**
 * A link to a category: its page, or for a link category its URL (spec §3 link URL and target), in a
 * new window where the category says so. rel=noopener noreferrer: the other site gets no handle on
 * this window and no referrer.
 */
export function CategoryLink({ category, className, children }: Props) {
  const { t } = useTranslation();
  const target = categoryTarget(category);
  const content = children ?? category.name;
  if (target.kind === 'internal') {
    return (
      <PrefetchLink to={target.to} className={className} data-testid="category-link">
        {content}
      </PrefetchLink>
    );
  }
  if (!target.newWindow) {
    return (
      <a href={target.href} className={className} data-testid="category-link">
        {content}
      </a>
    );
  }
  return (
    <a
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-testid="category-link"
    >
      {content}
      <span className={styles.visuallyHidden}> {t('shop.catalogOpensInNewWindow')}</span>
    </a>
  );
}

/** Subcategories as a row of links. */
export function SubcategoryLinks({ categories, label }: { categories: CategoryLinkData[]; label: string }) {
  if (categories.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label} data-testid="subcategories">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryLink category={category} className={styles.chip} />
        </li>
      ))}
    </ul>
  );
}
