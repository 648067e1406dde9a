import { useEditMark } from '../../lib/i18n/edit-mark.ts';
import { formatMoney } from '@print/core/pricing/money';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../ui/icons.tsx';
import { PrefetchLink } from '../../ui/prefetch-link.tsx';
import { useClickRipple } from '../../ui/click-ripple.tsx';
import type { CatalogFromPrice, CatalogProduct } from './catalog-api.ts';
import { productPath } from './catalog-values.ts';
import { FavouriteButton } from './favourite-button.tsx';
import styles from './product-grid.module.css';

/** The demo and product pictures are 4:3; fixed attributes reserve the space before they load. */
export const TILE_IMAGE = { width: 400, height: 300 } as const;

/**
 * One product in the grid: picture, name, 'from' price, availability and the heart. The name's link
 * covers the whole tile (one link per product for screen readers and crawlers); the heart sits above it.
 * The grid's first picture is in the first screenful (`priority`): loaded at once and first; the others
 * only when scrolled near.
 */
export const ProductTile = memo(function ProductTile({
  product,
  priority = false,
}: {
  product: CatalogProduct;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const mark = useEditMark();
  const { rippleHandlers, ripples } = useClickRipple();
  return (
    <article
      {...rippleHandlers}
      className={styles.tile}
      aria-labelledby={nameId}
      data-testid="product-tile"
      data-product-id={product.id}
    >
      <div className={styles.tileMedia}>
        {product.imageUrl ? (
          <img
            className={styles.tileImage}
            src={product.imageUrl}
            alt={product.images[0]?.alt || product.name}
            width={TILE_IMAGE.width}
            height={TILE_IMAGE.height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className={styles.tileImage} aria-hidden="true" />
        )}
        {!product.available && (
          <span className={styles.badge} data-testid="tile-unavailable">
            {t(product.unavailableReason === 'outOfStock' ? 'shop.outOfStock' : 'shop.catalogNotAvailable')}
          </span>
        )}
      </div>
      <div className={styles.tileBody}>
        <h3 className={styles.tileName} id={nameId} {...mark(`product:${product.id}.name`)}>
          <PrefetchLink to={productPath(product.slug)} className={styles.tileLink}>
            {product.name}
          </PrefetchLink>
        </h3>
        {product.fromPrice && <FromPrice price={product.fromPrice} />}
        <span className={styles.tileMore} aria-hidden="true">
          {t('shop.viewProduct')}
          <ArrowRightIcon />
        </span>
      </div>
      <FavouriteButton productId={product.id} productName={product.name} initial={product.isFavourite} />
      {ripples}
    </article>
  );
});

/** 'from €20.00' for the smallest orderable quantity; the quantity under it when it is more than one. */
function FromPrice({ price }: { price: CatalogFromPrice }) {
  const { t, i18n } = useTranslation();
  const total = formatMoney(price.total.amountMinor, price.total.currency, i18n.language);
  return (
    <p className={styles.tilePrice} data-testid="tile-price">
      <strong>{t('shop.priceFrom', { price: total })}</strong>
      {price.quantity > 1 && (
        <span className={styles.tileQuantity}>
          {t('shop.catalogForQuantity', { quantity: price.quantity.toLocaleString(i18n.language) })}
        </span>
      )}
    </p>
  );
}
