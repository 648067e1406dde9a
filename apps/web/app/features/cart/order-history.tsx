import { formatMoney } from '@print/core/pricing/money';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VISITOR_CART } from '../../lib/cart/cart-queries.ts';
import { OrderStatusChip, OrderTime } from '../../lib/orders/order-details.tsx';
import { addressLine, orderDate, type OrderSummary } from '../../lib/orders/order-types.ts';
import { Button } from '../../ui/button.tsx';
import { orderHistoryQuery } from './order-history-api.ts';
import styles from './cart.module.css';

/** The Order history tab: the user's orders, newest first, each leading to its page. */
export function OrderHistory({ userKey }: { userKey: string }) {
  // A visitor without any session yet has no orders: nothing to ask the server.
  if (userKey === VISITOR_CART) return <HistoryEmpty />;
  return <HistoryList userKey={userKey} />;
}

function HistoryEmpty() {
  const { t } = useTranslation();
  return (
    <p className={styles.status} data-testid="order-history-empty">
      {t('shop.orderHistoryEmpty')}
    </p>
  );
}

function HistoryList({ userKey }: { userKey: string }) {
  const { t } = useTranslation();
  const history = useInfiniteQuery(orderHistoryQuery(userKey));

  if (history.isError && !history.data) {
    return (
      <div className={styles.status} role="alert" data-testid="order-history-error">
        <p>{t('common.genericError')}</p>
        <Button color="secondary" size="small" onPress={() => void history.refetch()}>
          {t('common.reload')}
        </Button>
      </div>
    );
  }
  if (history.isPending) {
    return (
      <p className={styles.status} role="status" data-testid="order-history-loading">
        {t('common.loading')}
      </p>
    );
  }
  const orders = history.data.pages.flatMap((page) => page.items);
  const total = history.data.pages.at(-1)?.total ?? orders.length;
  if (orders.length === 0) return <HistoryEmpty />;
  return (
    <>
      <ul className={styles.orders} data-testid="order-history">
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      <div className={styles.historyFooter}>
        <span aria-live="polite" data-testid="order-history-shown">
          {t('orders.historyShown', { shown: String(orders.length), total: String(total) })}
        </span>
        {history.hasNextPage && (
          <Button
            color="neutral"
            size="small"
            isDisabled={history.isFetchingNextPage}
            onPress={() => void history.fetchNextPage()}
            data-testid="order-history-more"
          >
            {t(history.isFetchingNextPage ? 'common.loading' : 'orders.showMore')}
          </Button>
        )}
      </div>
    </>
  );
}

/** Spec §3 Order: date, price, status, delivery address; plus the number, which the page is named by. */
function OrderRow({ order }: { order: OrderSummary }) {
  const { t, i18n } = useTranslation();
  const date = orderDate(order);
  const delivery = addressLine(order.shippingAddress);
  return (
    <li className={styles.order} data-testid="order-row" data-order-id={order.id}>
      <Link to={`/orders/${encodeURIComponent(order.id)}`} className={styles.orderLink}>
        {t('orders.orderTitle', { number: String(order.number) })}
      </Link>
      <dl className={styles.facts}>
        <div>
          <dt>{t('shop.orderDate')}</dt>
          <dd>
            <OrderTime iso={date} />
          </dd>
        </div>
        <div>
          <dt>{t('shop.orderPrice')}</dt>
          <dd data-testid="order-row-price">
            {formatMoney(order.grossMinor, order.currency, i18n.language)}
          </dd>
        </div>
        <div>
          <dt>{t('shop.orderStatus')}</dt>
          <dd>
            <OrderStatusChip status={order.status} />
          </dd>
        </div>
        {delivery && (
          <div>
            <dt>{t('shop.orderDeliveryAddress')}</dt>
            <dd>{delivery}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
