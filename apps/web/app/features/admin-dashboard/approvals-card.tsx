import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { approvalsQuery } from './dashboard-api.ts';
import countStyles from '../../ui/admin-kit/card-counts.module.css';
import styles from './dashboard.module.css';
import { QueryStatus } from '../../ui/admin-kit/query-status.tsx';

/**
 * The Approvals card's body: what waits for the shop's decision, each entry leading to its order —
 * orders in the Error status, and items whose print file failed (with the reason) or whose preflight
 * raised warnings.
 */
export function ApprovalsCard() {
  const { t } = useTranslation();
  const approvals = useQuery(approvalsQuery());
  if (approvals.isError || approvals.isPending) return <QueryStatus query={approvals} />;
  const { errorOrders, errorOrderCount, printProblems } = approvals.data;
  if (errorOrders.length === 0 && printProblems.length === 0)
    return <p className={adminStyles.notice}>{t('admin.dashboardNoApprovals')}</p>;
  return (
    <>
      {errorOrders.length > 0 && (
        <div>
          <h3 className={styles.approvalsHeading}>{t('admin.approvalsErrorOrders')}</h3>
          <ul className={countStyles.counts} data-testid="approvals-error-orders">
            {errorOrders.map((order) => (
              <li key={order.id}>
                <Link to={`/admin/orders/${order.id}`} className={countStyles.countLink}>
                  {t('orders.orderTitle', { number: String(order.number) })}
                </Link>
              </li>
            ))}
          </ul>
          {errorOrderCount > errorOrders.length && (
            <Link to="/admin/orders?status=error" className={countStyles.countLink}>
              {t('admin.approvalsMoreErrors', { count: String(errorOrderCount) })}
            </Link>
          )}
        </div>
      )}
      {printProblems.length > 0 && (
        <div>
          <h3 className={styles.approvalsHeading}>{t('admin.approvalsPrintProblems')}</h3>
          <ul className={countStyles.counts} data-testid="approvals-print-problems">
            {printProblems.map((problem) => (
              <li key={`${problem.order.id}-${problem.position}`}>
                <Link to={`/admin/orders/${problem.order.id}`} className={styles.approvalLink}>
                  <span>
                    {t('orders.orderTitle', { number: String(problem.order.number) })} · {problem.productName}
                  </span>
                  <span className={styles.approvalReason}>
                    {problem.printFile.status === 'failed' && problem.printFile.error
                      ? t(problem.printFile.error)
                      : t('admin.printFileWarnings')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
