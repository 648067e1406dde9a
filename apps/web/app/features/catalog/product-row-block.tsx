import type { ProductRowProps } from '@print/core/pages/blocks/index';
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageRender, usePageText, type BlockViewProps } from '../../lib/pages/page-render.tsx';
import { ArrowRightIcon } from '../../ui/icons.tsx';
import { classNames } from '../../ui/class-names.ts';
import { PrefetchLink } from '../../ui/prefetch-link.tsx';
import styles from './product-row-block.module.css';

/**
 * A product row's entry in the page's block data (lib/pages/page-render.tsx `BlockData`), made by the
 * route loader from the server's `productRows` (product-row-api.ts): each product with its page's path,
 * its picture and its 'from' price for the viewer, already formatted. Plain values, so the row shares no
 * module with the catalogue's pages (which would split their files into more requests).
 */
export type ProductRowData = {
  /** No product id: a tile is known by its page's path (ids are bytes of every kept page that compress least). */
  products: readonly {
    name: string;
    path: string;
    imageUrl: string | null;
    alt: string;
    /** The 'from' price as the shop writes it in the page's language (formatted by the loader), and its quantity. */
    price: { total: string; quantity: number } | null;
    unavailable: null | 'outOfStock' | 'other';
  }[];
};
type RowProduct = ProductRowData['products'][number];

/** The demo and product pictures are 4:3; fixed attributes reserve the space before they load. */
const IMAGE = { width: 400, height: 300 } as const;

const noSubscription = () => () => {};

/**
 * `count` products of a random row's pool, drawn afresh once hydrated (decision 0055): the kept page is
 * the same for every visitor, the row is not. While server-rendered and hydrating, the pool's first ones,
 * so the markup matches.
 */
function useRowProducts(products: readonly RowProduct[], count: number, random: boolean): RowProduct[] {
  const isClient = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // Drawn once per visit: a revalidation of the page's data keeps the row as it is.
  const [seed] = useState(Math.random);
  return useMemo(() => {
    if (!random || !isClient) return products.slice(0, count);
    const pool = [...products];
    let state = Math.floor(seed * 233280);
    const next = () => (state = (state * 9301 + 49297) % 233280) / 233280;
    const picked: RowProduct[] = [];
    while (picked.length < count && pool.length > 0)
      picked.push(...pool.splice(Math.floor(next() * pool.length), 1));
    return picked;
  }, [products, count, random, isClient, seed]);
}

/**
 * A page's product row or grid (issue 25): the products the route loader read for all rows of the page
 * at once (`blockData` by block id), each a tile with its picture, name and 'from' price for the viewer.
 * A row without products (none visible to the viewer, or no data) shows its title only, or nothing.
 */
export function ProductRowBlock({ id, props }: BlockViewProps<ProductRowProps>) {
  const text = usePageText();
  const titleId = useId();
  const data = usePageRender().blockData[id] as ProductRowData | undefined;
  const products = useRowProducts(data?.products ?? [], props.limit, props.source === 'random');
  const title = text(props.title, 'title');
  if (!title && products.length === 0) return null;
  return (
    <div className={styles.row} data-testid="product-row">
      {title && (
        <h2 className={styles.title} id={titleId} {...title.attributes}>
          {title.text}
        </h2>
      )}
      {products.length > 0 && (
        <ul
          className={
            props.layout === 'row'
              ? styles.scroller
              : classNames(styles.grid, products.length >= 4 && styles.fourUp)
          }
          aria-labelledby={title ? titleId : undefined}
        >
          {products.map((product) => (
            <li key={product.path} className={styles.item}>
              <RowTile product={product} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One product: picture, name (its link covers the tile), 'from' price, availability. */
function RowTile({ product }: { product: RowProduct }) {
  const { t, i18n } = useTranslation();
  return (
    <article className={styles.tile} data-testid="product-row-tile">
      <div className={styles.tileMedia}>
        {product.imageUrl ? (
          <img
            className={styles.tileImage}
            src={product.imageUrl}
            alt={product.alt}
            width={IMAGE.width}
            height={IMAGE.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.tileImage} aria-hidden="true" />
        )}
        {product.unavailable && (
          <span className={styles.badge}>
            {t(product.unavailable === 'outOfStock' ? 'shop.outOfStock' : 'shop.catalogNotAvailable')}
          </span>
        )}
      </div>
      <div className={styles.tileBody}>
        <h3 className={styles.tileName}>
          <PrefetchLink to={product.path} className={styles.tileLink}>
            {product.name}
          </PrefetchLink>
        </h3>
        {product.price && (
          <p className={styles.tilePrice} data-testid="product-row-price">
            <strong>{t('shop.priceFrom', { price: product.price.total })}</strong>
            {product.price.quantity > 1 && (
              <span className={styles.tileQuantity}>
                {t('shop.catalogForQuantity', {
                  quantity: product.price.quantity.toLocaleString(i18n.language),
                })}
              </span>
            )}
          </p>
        )}
        <span className={styles.tileMore} aria-hidden="true">
          {t('shop.viewProduct')}
          <ArrowRightIcon />
        </span>
      </div>
    </article>
  );
}
