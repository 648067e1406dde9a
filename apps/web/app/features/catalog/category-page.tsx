import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEditMark } from '../../lib/i18n/edit-mark.ts';
import type { CategoryData } from './catalog-loaders.ts';
import { categoryPath } from './catalog-values.ts';
import { CatalogSearch } from './catalog-search.tsx';
import { CategoryLink, SubcategoryLinks } from './category-link.tsx';
import { ProductListing } from './product-listing.tsx';
import { CATALOG_PATH } from './catalog-page.tsx';
import styles from './catalog.module.css';

/** /catalog/:category: breadcrumb, the category's texts, its subcategories and its products. */
export function CategoryPage({ data }: { data: CategoryData }) {
  const { t } = useTranslation();
  const { category, parent } = data;
  const path = categoryPath(category.slug);
  const mark = useEditMark();
  return (
    <div className={styles.page} data-testid="category-page">
      <nav aria-label={t('shop.catalogBreadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to={CATALOG_PATH}>{t('shop.catalogue')}</Link>
          </li>
          {parent && (
            <li>
              <CategoryLink category={parent} />
            </li>
          )}
          <li>
            <span aria-current="page">{category.name}</span>
          </li>
        </ol>
      </nav>
      <header className={styles.head}>
        <h1 className={styles.title} {...mark(`category:${category.id}.name`)}>
          {category.name}
        </h1>
        {category.description && <p className={styles.intro}>{category.description}</p>}
        {category.subcategories.length > 0 && (
          <div className={styles.subcategories}>
            <h2 className={styles.subcategoriesTitle}>{t('shop.catalogSubcategories')}</h2>
            <SubcategoryLinks categories={category.subcategories} label={t('shop.catalogSubcategories')} />
          </div>
        )}
        <CatalogSearch action={path} search={data.search} />
      </header>
      <ProductListing listing={data} pathname={path} />
    </div>
  );
}
