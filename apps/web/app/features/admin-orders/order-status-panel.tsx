import { orderStatusLabelKey, type OrderStatus } from '@print/core/orders/order-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { OrderStatusChip, OrderTime } from '../../lib/orders/order-details.tsx';
import type { OrderDetail } from '../../lib/orders/order-types.ts';
import { useConfirm } from '../../shell/confirm/confirm-provider.tsx';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.ts';
import { ADMIN_ORDERS_KEY, adminOrderQuery, changeOrderStatus } from './orders-api.ts';
import styles from './admin-orders.module.css';

/** Changes that end or derail an order: the admin confirms them first. */
const CONFIRMED_STATUSES: readonly OrderStatus[] = ['error', 'finished'];

/** Danger for a failure, success for the end, the neutral look for the everyday steps. */
const BUTTON_COLORS: Readonly<Record<OrderStatus, 'primary' | 'danger' | 'success'>> = {
  inCreation: 'primary',
  placed: 'primary',
  processed: 'primary',
  error: 'danger',
  finished: 'success',
};

type Props = { order: OrderDetail; canManage: boolean };

/**
 * The status history, and a button per allowed next status (Order.nextStatuses, from the state
 * machine in @print/core) for holders of orders.manage; the server checks the right and the step again.
 */
export function OrderStatusPanel({ order, canManage }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (to: OrderStatus) => changeOrderStatus(order.id, order.status, to),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminOrderQuery(order.id).queryKey, saved);
      notify(t('orders.statusChanged', { status: t(orderStatusLabelKey(saved.status)) }), 'success');
      // The list and the dashboard counts are out of date now.
      return queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
    },
    onError: (error) => {
      const message = failureToastKey(error, 'orders.statusChangeFailed');
      notify(t(message.key, message.params ?? {}), 'error');
      // Someone else may have moved the order on: show its current status and next steps.
      return queryClient.invalidateQueries({ queryKey: adminOrderQuery(order.id).queryKey });
    },
  });

  const ask = async (to: OrderStatus) => {
    const status = t(orderStatusLabelKey(to));
    if (CONFIRMED_STATUSES.includes(to)) {
      const confirmed = await confirm({
        severity: 'confirmOnly',
        message: t('orders.statusChangeConfirm', { number: String(order.number), status }),
        confirmLabel: t('orders.setStatus', { status }),
      });
      if (!confirmed) return;
    }
    change.mutate(to);
  };

  return (
    <section className={styles.panel} aria-labelledby="order-status-title" data-testid="order-status-panel">
      <h2 id="order-status-title" className={styles.panelTitle}>
        {t('orders.statusHistory')}
      </h2>
      <ol className={styles.history} data-testid="order-status-history">
        {order.statusHistory.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <OrderStatusChip status={entry.status} />
            <OrderTime iso={entry.at} />
          </li>
        ))}
      </ol>
      {canManage &&
        (order.nextStatuses.length === 0 ? (
          <p className={styles.muted} data-testid="order-no-next-status">
            {t(order.status === 'inCreation' ? 'orders.waitingForPayment' : 'orders.noNextStatus')}
          </p>
        ) : (
          <div className={styles.statusButtons} role="group" aria-label={t('orders.changeStatus')}>
            {order.nextStatuses.map((to) => (
              <Button
                key={to}
                size="small"
                color={BUTTON_COLORS[to]}
                isDisabled={change.isPending}
                onPress={() => void ask(to)}
                data-testid={`order-set-status-${to}`}
              >
                {t('orders.setStatus', { status: t(orderStatusLabelKey(to)) })}
              </Button>
            ))}
          </div>
        ))}
    </section>
  );
}
