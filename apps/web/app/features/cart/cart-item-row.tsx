import { formatDateTime } from '../../lib/format-date-time.ts';
import { formatMoney } from '@print/core/pricing/money';
import { formatUnitPrice } from '@print/core/pricing/unit-price';
import { memo, useState } from 'react';
import { Input, Label, NumberField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { classNames } from '../../ui/class-names.ts';
import fieldStyles from '../../ui/field.module.css';
import { onFirstUse } from '../../ui/on-first-use.tsx';
import type { CartItem } from './cart-api.ts';
import {
  itemTitle,
  MAX_QUANTITY,
  personalisePath,
  quantityToSave,
  STOCK_KEYS,
  stockState,
} from './cart-values.ts';
import { useItemActions } from './use-item-actions.ts';
import type { ItemActions } from './use-item-actions.ts';
import styles from './cart.module.css';

// Loaded when a shopper first renames an item.
const renameDialog = onFirstUse(() => import('./rename-dialog.tsx').then((module) => module.RenameDialog));

type Props = {
  item: CartItem;
  userKey: string;
  /** Opens the share-link modal (drafts); stable, so rows re-render only when their item changes. */
  onShared: (url: string) => void;
};

/**
 * One item of the cart areas (spec §3 Cart item): article, modification date, quantity, price,
 * custom name and description, stock availability, and its actions. Memoised: the query cache keeps
 * unchanged items identical, so a change re-renders only its own row in a long list.
 */
export const CartItemRow = memo(function CartItemRow({ item, userKey, onShared }: Props) {
  const { t, i18n } = useTranslation();
  const actions = useItemActions(item, userKey, onShared);
  const [renaming, setRenaming] = useState(false);
  const stock = stockState(item.product, item.quantity);
  const price = item.price ?? null;
  const money = (amountMinor: number) =>
    price ? formatMoney(amountMinor, price.currency, i18n.language) : '';
  const productPath = `/products/${encodeURIComponent(item.product.slug)}`;

  return (
    <li
      className={styles.item}
      data-testid="cart-item"
      data-item-id={item.id}
      aria-label={itemTitle(item)}
      aria-busy={actions.busy || undefined}
    >
      <Link to={productPath} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {item.product.imageUrl ? (
          <img
            className={styles.image}
            src={item.product.imageUrl}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.imagePlaceholder} />
        )}
      </Link>
      <div className={styles.itemBody}>
        <div className={styles.itemHead}>
          <h2 className={styles.itemName}>
            {item.customName ? item.customName : <Link to={productPath}>{item.product.name}</Link>}
          </h2>
          {item.customName && (
            <Link to={productPath} className={styles.productLink}>
              {item.product.name}
            </Link>
          )}
          {item.customDescription && <p className={styles.itemDescription}>{item.customDescription}</p>}
        </div>
        <dl className={styles.facts}>
          {item.product.articleCode && (
            <div>
              <dt>{t('orders.articleNumber')}</dt>
              <dd data-testid="item-article-code">{item.product.articleCode}</dd>
            </div>
          )}
          {item.variant && (
            <div>
              <dt>{t('orders.variant')}</dt>
              <dd data-testid="item-variant">{item.variant.label}</dd>
            </div>
          )}
          <div>
            <dt>{t('shop.cartItemModificationDate')}</dt>
            <dd>
              <time dateTime={item.modifiedAt}>{formatDateTime(item.modifiedAt, i18n.language)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('shop.cartItemStock')}</dt>
            <dd className={styles[stock]} data-testid="item-stock" data-stock={stock}>
              {t(STOCK_KEYS[stock])}
            </dd>
          </div>
          {price && (
            <div>
              <dt>{t('shop.priceTablePricePerUnit')}</dt>
              <dd data-testid="item-unit-price">
                {formatUnitPrice(price.totalMinor, item.quantity, price.currency, i18n.language)}
              </dd>
            </div>
          )}
        </dl>
        <div className={styles.quantityRow}>
          <QuantityField item={item} onSave={actions.setQuantity} />
          {price && (
            <p className={styles.itemTotal}>
              <span>{t('shop.priceTableTotal')}</span>{' '}
              <strong data-testid="item-total">{money(price.totalMinor)}</strong>
            </p>
          )}
        </div>
        <ItemButtons item={item} actions={actions} onRename={() => setRenaming(true)} />
      </div>
      {renaming && (
        <renameDialog.Loaded item={item} onSave={actions.rename} onClose={() => setRenaming(false)} />
      )}
      {actions.releaseDialog}
    </li>
  );
});

/** The quantity, saved when the field commits (blur, Enter), whole numbers from 1 (spec §5). */
function QuantityField({ item, onSave }: { item: CartItem; onSave: ItemActions['setQuantity'] }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(item.quantity);
  // A new quantity from the server (saved here, or loaded again) replaces what the field shows.
  const [shown, setShown] = useState(item.quantity);
  if (shown !== item.quantity) {
    setShown(item.quantity);
    setValue(item.quantity);
  }
  const commit = (typed: number) => {
    const quantity = quantityToSave(typed, item.quantity);
    // Nothing to save: an emptied field shows the saved quantity again.
    setValue(quantity ?? (Number.isFinite(typed) ? typed : item.quantity));
    // On failure the typed quantity stays in the field (the toast says why), so nothing is lost.
    if (quantity !== null) void onSave(quantity);
  };
  return (
    <NumberField
      className={classNames(fieldStyles.field, styles.quantity)}
      value={value}
      onChange={commit}
      minValue={1}
      maxValue={MAX_QUANTITY}
      step={1}
      formatOptions={{ maximumFractionDigits: 0 }}
      isWheelDisabled
    >
      <Label className={fieldStyles.label}>{t('shop.cartItemQuantity')}</Label>
      <Input className={fieldStyles.input} data-testid="item-quantity" />
    </NumberField>
  );
}

type ButtonsProps = { item: CartItem; actions: ItemActions; onRename: () => void };

/** What an item offers in its area: cart ↔ watchlist, drafts finish and share; all the rest. */
function ItemButtons({ item, actions, onRename }: ButtonsProps) {
  const { t } = useTranslation();
  const busy = actions.busy;
  const small = { size: 'small', color: 'neutral', isDisabled: busy } as const;
  return (
    <div className={styles.itemActions} role="group" aria-label={t('common.actions')}>
      {item.kind === 'draft' && (
        <>
          <Button {...small} color="primary" onPress={actions.finish} data-testid="item-finish">
            {t('shop.finishDraft')}
          </Button>
          <Button {...small} onPress={actions.share} data-testid="item-share">
            {t('shop.shareLinkTitle')}
          </Button>
        </>
      )}
      {item.kind === 'cart' && (
        <Button {...small} onPress={() => actions.moveTo('watchlist')} data-testid="item-move-watchlist">
          {t('shop.moveToWatchlist')}
        </Button>
      )}
      {item.kind === 'watchlist' && (
        <Button {...small} onPress={() => actions.moveTo('cart')} data-testid="item-move-cart">
          {t('shop.moveToCart')}
        </Button>
      )}
      <ButtonLink to={personalisePath(item)} size="small" color="neutral" data-testid="item-personalise">
        {t('shop.personalise')}
      </ButtonLink>
      <Button {...small} onPress={actions.duplicate} data-testid="item-duplicate">
        {t('shop.duplicate')}
      </Button>
      <Button {...small} onPress={onRename} data-testid="item-rename">
        {t('shop.rename')}
      </Button>
      <Button {...small} color="danger" onPress={actions.remove} data-testid="item-delete">
        {t('shop.delete')}
      </Button>
    </div>
  );
}
