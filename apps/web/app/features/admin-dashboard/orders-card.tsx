import { ORDER_STATUSES, orderStatusLabelKey } from '@print/core/orders/order-status';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import countStyles from '../../ui/admin-kit/card-counts.module.css';
import { orderCountsQuery } from './dashboard-api.ts';
import { QueryStatus } from '../../ui/admin-kit/query-status.tsx';

/** The Orders card's body: orders per status, each leading to the Orders list filtered by it. */
export function OrdersCard() {
  const { t } = useTranslation();
  const counts = useQuery(orderCountsQuery());
  if (counts.isError || counts.isPending) return <QueryStatus query={counts} />;
  return (
    <ul className={countStyles.counts}>
      {ORDER_STATUSES.map((status) => (
        <li key={status}>
          <Link
            to={`/admin/orders?status=${status}`}
            className={countStyles.countLink}
            data-testid={`dashboard-orders-${status}`}
          >
            <span>{t(orderStatusLabelKey(status))}</span>
            <strong className={countStyles.count}>{counts.data[status]}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}
