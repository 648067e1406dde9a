import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderAddresses, OrderFacts, OrderItemList, OrderTotals } from '../../lib/orders/order-details.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import { Button } from '../../ui/button.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { adminOrderQuery } from './orders-api.ts';
import { OrderStatusPanel } from './order-status-panel.tsx';
import { PrintFilesPanel } from './print-files-panel.tsx';
import styles from './admin-orders.module.css';

/** /admin/orders/:id: the order as the shopper sees it, plus its status history and status changes. */
export function OrderDetailPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { session } = useShell();
  const query = useQuery(adminOrderQuery(id));
  const canManage = session?.rights.includes('orders.manage') ?? false;
  const order = query.data;

  return (
    <section className={adminStyles.page} data-testid="admin-order">
      <Link to="/admin/orders" className={styles.backLink}>
        {t('orders.backToOrders')}
      </Link>
      {query.isPending ? (
        <p className={adminStyles.notice} role="status">
          {t('common.loading')}
        </p>
      ) : query.isError ? (
        <div className={adminStyles.notice} role="alert">
          <p>{t('common.genericError')}</p>
          <Button color="secondary" size="small" onPress={() => void query.refetch()}>
            {t('common.reload')}
          </Button>
        </div>
      ) : !order ? (
        <>
          <h1 className={adminStyles.pageTitle}>{t('orders.notFoundTitle')}</h1>
          <p className={adminStyles.notice} data-testid="admin-order-not-found">
            {t('orders.notFound')}
          </p>
        </>
      ) : (
        <>
          <h1 className={adminStyles.pageTitle}>
            {t('orders.orderTitle', { number: String(order.number) })}
          </h1>
          <OrderFacts order={order} />
          {order.billingAddress.email && (
            <p className={adminStyles.notice}>
              {t('admin.colEmail')}:{' '}
              <a href={`mailto:${order.billingAddress.email}`}>{order.billingAddress.email}</a>
            </p>
          )}
          <OrderStatusPanel order={order} canManage={canManage} />
          <OrderItemList order={order} />
          <PrintFilesPanel orderId={order.id} />
          <OrderTotals order={order} />
          <OrderAddresses order={order} />
        </>
      )}
    </section>
  );
}
