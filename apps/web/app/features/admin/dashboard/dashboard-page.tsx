import { ORDER_STATUSES, orderStatusLabelKey } from '@print/core/orders/order-status';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShell } from '../../../shell/shell-context.tsx';
import { Button } from '../../../ui/button.tsx';
import adminStyles from '../admin.module.css';
import { orderCountsQuery } from './dashboard-api.ts';
import styles from './dashboard.module.css';

/**
 * /admin/dashboard. Spec §2 names the cards Products, Activity, Approvals, KPIs and Orders; only Orders
 * has data behind it so far, and the others come with their features rather than as made-up figures.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { session } = useShell();
  const canReadOrders = session?.rights.includes('orders.read') ?? false;
  return (
    <section className={adminStyles.page} aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title" className={adminStyles.pageTitle}>
        {t('admin.navDashboard')}
      </h1>
      <div className={styles.cards}>
        {canReadOrders ? (
          <OrdersCard />
        ) : (
          <p className={adminStyles.notice} data-testid="dashboard-orders-no-access">
            {t('orders.dashboardNoAccess')}
          </p>
        )}
      </div>
    </section>
  );
}

/** Orders per status, each leading to the Orders list filtered by it. */
function OrdersCard() {
  const { t } = useTranslation();
  const counts = useQuery(orderCountsQuery());
  return (
    <article className={styles.card} aria-labelledby="dashboard-orders-title" data-testid="dashboard-orders">
      <h2 id="dashboard-orders-title" className={styles.cardTitle}>
        <Link to="/admin/orders">{t('admin.dashboardOrders')}</Link>
      </h2>
      {counts.isError ? (
        <div className={adminStyles.notice} role="alert">
          <p>{t('common.genericError')}</p>
          <Button color="secondary" size="small" onPress={() => void counts.refetch()}>
            {t('common.reload')}
          </Button>
        </div>
      ) : counts.isPending ? (
        <p className={adminStyles.notice} role="status">
          {t('common.loading')}
        </p>
      ) : (
        <ul className={styles.counts}>
          {ORDER_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={`/admin/orders?status=${status}`}
                className={styles.countLink}
                data-testid={`dashboard-orders-${status}`}
              >
                <span>{t(orderStatusLabelKey(status))}</span>
                <strong className={styles.count}>{counts.data[status]}</strong>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
