import { useTranslation } from 'react-i18next';
import type { CatalogData } from './catalog-loaders.ts';
import { CatalogSearch } from './catalog-search.tsx';
import { CategoryNav } from './category-nav.tsx';
import { ProductListing } from './product-listing.tsx';
import styles from './catalog.module.css';

export const CATALOG_PATH = '/catalog';

/**
 * /catalog (spec §2 product catalogue): the category navigation, then all products. A search
 * (`?q=`, also from the header's search field) shows its results instead, without the navigation.
 */
export function CatalogPage({ data }: { data: CatalogData }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="catalog-page">
      <header className={styles.head}>
        <h1 className={styles.title}>{t('shop.catalogue')}</h1>
        <p className={styles.intro}>{t('shop.catalogIntro')}</p>
        <CatalogSearch action={CATALOG_PATH} search={data.search} />
      </header>
      {!data.search && <CategoryNav categories={data.categories} />}
      <ProductListing listing={data} pathname={CATALOG_PATH} />
    </div>
  );
}
