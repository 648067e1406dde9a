import { useEditMark } from '../../lib/i18n/edit-mark.ts';
import { formatMoney } from '@print/core/pricing/money';
import { useState } from 'react';
import { formatUnitPrice } from '@print/core/pricing/unit-price';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage, keepPendingWork, needsAccount, resumePath } from '../../lib/guest/pending-work.ts';
import type { SignInRequest } from '../../lib/guest/sign-in-notice.tsx';
import { SignInNoticeOnDemand as SignInNotice } from '../../lib/guest/sign-in-notice-on-demand.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import { Button } from '../../ui/button.tsx';
import { classNames } from '../../ui/class-names.ts';
import { CartIcon, HeartIcon } from '../../ui/icons.tsx';
import type { ProductDetail } from './product-api.ts';
import { selectedRow } from './product-page-state.ts';
import { QuantityField } from './quantity-field.tsx';
import { VariantField } from './variant-field.tsx';
import type { ProductPageAction, ProductPageState } from './product-page-state.ts';
import {
  chosenStock,
  isPersonalisable,
  productPath,
  quantityOptions,
  stockInfo,
  variantFieldValues,
} from './product-values.ts';
import { useAddToCart, useFavourite } from './use-product-actions.ts';
import styles from './product.module.css';

type Props = {
  product: ProductDetail;
  state: ProductPageState;
  dispatch: Dispatch<ProductPageAction>;
  onShare: () => void;
};

/**
 * Variant, quantity with its resulting total, stock, and the actions: into the cart (or, for
 * personalisable products, the product form), favourite, share. Ordering waits while the product is
 * not available (spec §8 message above the buttons).
 */
export function OrderPanel({ product, state, dispatch, onShare }: Props) {
  const { t, i18n } = useTranslation();
  const cart = useAddToCart();
  const { session, tenant } = useShell();
  // A guest of a shop without temporary users is told why adding needs an account (issue 12).
  const guest = needsAccount(session, tenant);
  const [signIn, setSignIn] = useState<SignInRequest | null>(null);
  const row = selectedRow(product, state);
  // A sold-out variant cannot be ordered, though others of the product can.
  const stock = chosenStock(product, state.variantId);
  const canOrder = product.available && row !== null && stock.inStock;
  const ownValues = variantFieldValues(product, state.variantId);
  const mark = useEditMark();
  const quantityFormat = new Intl.NumberFormat(i18n.language);
  const money = (amountMinor: number, currency: string) => formatMoney(amountMinor, currency, i18n.language);
  const options = quantityOptions(product.priceTable, stock.stock).map((quantity) => ({
    id: String(quantity),
    label: quantityFormat.format(quantity),
  }));
  const addToCart = () => {
    const choice = { productId: product.id, variantId: state.variantId, quantity: state.quantity };
    if (!guest) return void cart.add(choice);
    // Kept for the way back, where the product page adds it (use-resume.ts).
    const browser = browserStorage();
    if (browser)
      keepPendingWork(browser.storage, browser.host, {
        ...choice,
        action: 'cart',
        values: {},
        savedAt: Date.now(),
      });
    setSignIn({
      text: t('shop.guestAddProductText'),
      returnPath: resumePath(productPath(product.slug), 'cart'),
    });
  };

  return (
    <div className={styles.orderPanel} data-testid="order-panel">
      {product.variants.length > 0 && (
        <VariantField
          legend={t('shop.productVariant')}
          variants={product.variants}
          value={state.variantId}
          onChange={(variantId) => dispatch({ type: 'selectVariant', variantId })}
          soldOutLabel={t('shop.outOfStock')}
        />
      )}
      {ownValues.length > 0 && (
        <dl className={styles.variantValues} data-testid="variant-field-values">
          {ownValues.map(([label, value, fieldId]) => (
            <div key={label}>
              <dt {...mark(`productField:${fieldId}.label`)}>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {options.length > 0 && (
        <div className={styles.quantityRow}>
          <QuantityField
            className={styles.quantity}
            label={t('shop.priceTableQuantity')}
            value={String(state.quantity)}
            onChange={(value) => value && dispatch({ type: 'selectQuantity', quantity: Number(value) })}
            options={options}
            testId="product-quantity"
          />
          {row && (
            <p className={styles.total} aria-live="polite">
              <span>{t('shop.priceTableTotal')}</span>{' '}
              <strong data-testid="product-total">{money(row.total.amountMinor, row.total.currency)}</strong>{' '}
              <span className={styles.unitPrice} data-testid="product-unit-price">
                {t('shop.productUnitPrice', {
                  price: formatUnitPrice(
                    row.total.amountMinor,
                    row.quantity,
                    row.total.currency,
                    i18n.language,
                  ),
                })}
              </span>
            </p>
          )}
        </div>
      )}
      <StockStatus product={stock} />
      {!product.available && (
        <p className={styles.notAvailable} role="status" data-testid="product-not-available">
          {t('shop.productNotAvailable')}
        </p>
      )}
      <div className={styles.actions}>
        {isPersonalisable(product) ? (
          <Button
            size="large"
            isDisabled={!canOrder}
            onPress={() => dispatch({ type: 'openForm' })}
            data-testid="product-personalise"
          >
            {t('shop.personalise')}
          </Button>
        ) : (
          <Button
            size="large"
            isDisabled={!canOrder || cart.busy}
            onPress={addToCart}
            data-testid="product-add-to-cart"
          >
            <CartIcon />
            {t('shop.formAddToCart')}
          </Button>
        )}
        {guest ? (
          <FavouriteSignIn
            onPress={() =>
              setSignIn({ text: t('shop.guestFavouriteText'), returnPath: productPath(product.slug) })
            }
          />
        ) : (
          <FavouriteButton productId={product.id} initial={product.isFavourite} />
        )}
        <Button color="neutral" onPress={onShare} data-testid="product-share">
          {t('shop.shareLinkTitle')}
        </Button>
      </div>
      <SignInNotice request={signIn} onClose={() => setSignIn(null)} />
    </div>
  );
}

function StockStatus({ product }: { product: Pick<ProductDetail, 'stock' | 'inStock'> }) {
  const { t } = useTranslation();
  const stock = stockInfo(product);
  const text =
    stock.state === 'low'
      ? t('shop.productStockLeft', { count: stock.count })
      : t(stock.state === 'inStock' ? 'shop.inStock' : 'shop.outOfStock');
  return (
    <p
      className={classNames(styles.stock, styles[stock.state])}
      data-testid="product-stock"
      data-stock={stock.state}
    >
      {text}
    </p>
  );
}

/** A guest's heart in a shop without temporary users: favourites need an account. */
function FavouriteSignIn({ onPress }: { onPress: () => void }) {
  const { t } = useTranslation();
  return (
    <Button color="neutral" className={styles.favourite} onPress={onPress} data-testid="product-favourite">
      <HeartIcon />
      {t('shop.addToFavourites')}
    </Button>
  );
}

/** The heart: optimistic, put back with a toast when the server refuses (useFavourite). */
function FavouriteButton({ productId, initial }: { productId: string; initial: boolean }) {
  const { t } = useTranslation();
  const favourite = useFavourite(productId, initial);
  return (
    <Button
      color="neutral"
      className={styles.favourite}
      onPress={() => void favourite.toggle()}
      data-testid="product-favourite"
      data-favourite={favourite.isFavourite || undefined}
    >
      <HeartIcon />
      {t(favourite.isFavourite ? 'shop.removeFromFavourites' : 'shop.addToFavourites')}
    </Button>
  );
}
