import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderAddresses, OrderFacts, OrderItemList, OrderTotals } from '../../lib/orders/order-details.tsx';
import type { OrderDetail, OrderItem } from '../../lib/orders/order-types.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { useReorder, type ReorderState } from './use-reorder.ts';
import styles from './orders.module.css';

export const ORDER_HISTORY_PATH = '/cart?tab=history';

/** /orders/:id (spec §2 Order details): the shopper's order as placed, with reorder and reopen. */
export function OrderPage({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const actions = useReorder(order.id, order.items);
  return (
    <div className={styles.page} data-testid="order-page">
      <Link to={ORDER_HISTORY_PATH} className={styles.backLink}>
        {t('orders.backToHistory')}
      </Link>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('orders.orderTitle', { number: String(order.number) })}</h1>
        <Button
          onPress={() => void actions.reorderAll()}
          isDisabled={actions.busy}
          data-testid="order-reorder"
        >
          {t('shop.reorder')}
        </Button>
      </header>
      {actions.done && <ReorderDone target={actions.done} />}
      <OrderFacts order={order} />
      <OrderItemList order={order} renderActions={(item) => <ItemActions item={item} actions={actions} />} />
      <OrderTotals order={order} />
      <OrderAddresses order={order} />
      {actions.releaseDialog}
    </div>
  );
}

/** After a reorder: the way to where the items went (the toast disappears after 2 s). */
function ReorderDone({ target }: { target: 'cart' | 'draft' }) {
  const { t } = useTranslation();
  const inCart = target === 'cart';
  return (
    <div className={styles.done} role="status" data-testid="order-reorder-done">
      <p>{t(inCart ? 'orders.reordered' : 'orders.reopenedInDrafts')}</p>
      <ButtonLink to={inCart ? '/cart' : '/cart?tab=drafts'} size="small" color="secondary">
        {t(inCart ? 'orders.goToCart' : 'orders.goToDrafts')}
      </ButtonLink>
    </div>
  );
}

function ItemActions({ item, actions }: { item: OrderItem; actions: ReorderState }) {
  const { t } = useTranslation();
  const small = { size: 'small', color: 'neutral', isDisabled: actions.busy } as const;
  return (
    <div className={styles.itemActions} role="group" aria-label={t('common.actions')}>
      <Button
        {...small}
        onPress={() => void actions.reopen(item.position, 'cart')}
        data-testid="order-item-reopen-cart"
      >
        {t('shop.reopenInCart')}
      </Button>
      <Button
        {...small}
        onPress={() => void actions.reopen(item.position, 'draft')}
        data-testid="order-item-reopen-drafts"
      >
        {t('shop.reopenInDrafts')}
      </Button>
    </div>
  );
}
