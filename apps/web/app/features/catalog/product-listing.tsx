import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShell } from '../../shell/shell-context.tsx';
import type { ProductListing as Listing } from './catalog-loaders.ts';
import { canManageCatalogue } from './catalog-values.ts';
import { Pager } from './pager.tsx';
import { ProductTile } from './product-tile.tsx';
import gridStyles from './product-grid.module.css';
import styles from './catalog.module.css';

type Props = { listing: Listing; pathname: string };

/** The products of a page (all, a category's, or the search results) with paging and empty states. */
export function ProductListing({ listing, pathname }: Props) {
  const { t } = useTranslation();
  const { products, search, page, pages } = listing;
  // Net or gross is a shop setting, the same for every product: one note for the whole grid.
  const display = products.items.find((product) => product.fromPrice)?.fromPrice?.total.display;
  return (
    <section
      className={styles.section}
      aria-labelledby="catalog-products-title"
      data-testid="product-listing"
    >
      <div className={styles.sectionHead}>
        <h2 id="catalog-products-title" className={styles.sectionTitle}>
          {search ? t('shop.catalogSearchResults', { query: search }) : t('shop.products')}
        </h2>
        {search && (
          <Link to={pathname} className={styles.showAll} data-testid="search-show-all">
            {t('shop.catalogShowAll')}
          </Link>
        )}
      </div>
      {products.items.length === 0 ? (
        <EmptyListing searching={search !== null} />
      ) : (
        <>
          <ul className={gridStyles.grid} data-testid="product-grid">
            {products.items.map((product, index) => (
              <li key={product.id} className={gridStyles.gridItem}>
                <ProductTile product={product} priority={index === 0} />
              </li>
            ))}
          </ul>
          {display && (
            <p className={styles.vatNote}>
              {t(display === 'net' ? 'shop.pricesExclVat' : 'shop.pricesInclVat')}
            </p>
          )}
        </>
      )}
      <Pager pathname={pathname} search={search} page={page} pages={pages} />
    </section>
  );
}

/** Nothing to show: no search match, or no products here (administrators learn how to add some). */
function EmptyListing({ searching }: { searching: boolean }) {
  const { t } = useTranslation();
  const { session } = useShell();
  const key = searching
    ? 'shop.noSearchResults'
    : canManageCatalogue(session)
      ? 'shop.catalogueEmptyAdmin'
      : 'shop.catalogueEmpty';
  return (
    <p className={styles.empty} role="status" data-testid="catalog-empty" data-empty={key}>
      {t(key)}
    </p>
  );
}
