import { formatDateTime } from '../format-date-time.ts';
import { formatMoney } from '@print/core/pricing/money';
import { formatUnitPrice } from '@print/core/pricing/unit-price';
import { orderStatusLabelKey } from '@print/core/orders/order-status';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../ui/status-chip.tsx';
import { useIsClient } from '../../ui/use-is-client.ts';
import { OrderItemPreview } from './order-item-preview.tsx';
import { OrderItemValues } from './order-item-values.tsx';
import {
  addressRows,
  lineAmount,
  ORDER_STATUS_TONES,
  orderDate,
  orderItemTitle,
  paymentMethodKey,
  type OrderAddress,
  type OrderDetail,
  type OrderItem,
  type OrderStatus,
} from './order-types.ts';
import styles from './order-details.module.css';

// The parts of an order both the shop's order page and the admin's order detail show.

/**
 * A point in time of an order. The server does not know the reader's time zone, so it renders UTC
 * (named); the browser switches to local time right after hydration (no hydration mismatch).
 */
export function OrderTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const isClient = useIsClient();
  return <time dateTime={iso}>{formatDateTime(iso, i18n.language, isClient ? undefined : 'UTC')}</time>;
}

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip tone={ORDER_STATUS_TONES[status]} value={status} testId="order-status">
      {t(orderStatusLabelKey(status))}
    </StatusChip>
  );
}

/** Number, date, status and payment method. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const date = orderDate(order);
  const methodKey = paymentMethodKey(order.paymentMethod);
  return (
    <dl className={styles.facts} data-testid="order-facts">
      <div>
        <dt>{t('orders.orderNumber')}</dt>
        <dd data-testid="order-number">{order.number}</dd>
      </div>
      <div>
        <dt>{t('shop.orderDate')}</dt>
        <dd>
          <OrderTime iso={date} />
        </dd>
      </div>
      <div>
        <dt>{t('shop.orderStatus')}</dt>
        <dd>
          <OrderStatusChip status={order.status} />
        </dd>
      </div>
      <div>
        <dt>{t('checkout.paymentMethod')}</dt>
        <dd data-testid="order-payment-method">{methodKey ? t(methodKey) : order.paymentMethod}</dd>
      </div>
    </dl>
  );
}

type ItemsProps = {
  order: OrderDetail;
  /** Buttons under an item (the shop's "reopen" actions); none in the admin. */
  renderActions?: (item: OrderItem) => ReactNode;
};

/**
 * The ordered items with their previews, quantities and prices (in the basis the shop showed). The
 * unit price is derived from the stored line total, so quantity × unit price gives that total.
 */
export function OrderItemList({ order, renderActions }: ItemsProps) {
  const { t, i18n } = useTranslation();
  const money = (amountMinor: number) => formatMoney(amountMinor, order.currency, i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <section className={styles.section} aria-labelledby="order-items-title">
      <h2 id="order-items-title" className={styles.sectionTitle}>
        {t('orders.items')}
      </h2>
      <p className={styles.note}>
        {t(order.priceDisplay === 'net' ? 'orders.pricesNet' : 'orders.pricesGross')}
      </p>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li
            key={item.position}
            className={styles.item}
            data-testid="order-item"
            data-position={item.position}
          >
            <div className={styles.visual}>
              <OrderItemPreview item={item} />
            </div>
            <div className={styles.itemBody}>
              <div className={styles.itemHead}>
                <h3 className={styles.itemName}>{orderItemTitle(item)}</h3>
                {item.customName?.trim() && <p className={styles.productName}>{item.productName}</p>}
                {item.customDescription && <p className={styles.description}>{item.customDescription}</p>}
              </div>
              <dl className={styles.itemFacts}>
                {item.articleCode && (
                  <div>
                    <dt>{t('orders.articleNumber')}</dt>
                    <dd data-testid="order-item-article-code">{item.articleCode}</dd>
                  </div>
                )}
                {item.variantLabel && (
                  <div>
                    <dt>{t('orders.variant')}</dt>
                    <dd data-testid="order-item-variant">{item.variantLabel}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('shop.cartItemQuantity')}</dt>
                  <dd data-testid="order-item-quantity">{item.quantity}</dd>
                </div>
                <div>
                  <dt>{t('shop.priceTablePricePerUnit')}</dt>
                  <dd data-testid="order-item-unit-price">
                    {formatUnitPrice(
                      lineAmount(item, order.priceDisplay),
                      item.quantity,
                      order.currency,
                      i18n.language,
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{t('orders.taxRate')}</dt>
                  <dd>{percent.format(item.taxRate / 10_000)}</dd>
                </div>
                <div>
                  <dt>{t('shop.priceTableTotal')}</dt>
                  <dd data-testid="order-item-total">{money(lineAmount(item, order.priceDisplay))}</dd>
                </div>
                {item.paymentMode === 'subscription' && (
                  <div>
                    <dt>{t('orders.paymentMode')}</dt>
                    <dd>{t('orders.subscription')}</dd>
                  </div>
                )}
              </dl>
              <OrderItemValues item={item} />
              {renderActions?.(item)}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AddressBlock({
  titleKey,
  address,
  testId,
}: {
  titleKey: string;
  address: OrderAddress;
  testId: string;
}) {
  const { t } = useTranslation();
  const rows = addressRows(address);
  return (
    <div className={styles.address} data-testid={testId}>
      <h3 className={styles.addressTitle}>{t(titleKey)}</h3>
      {rows.length === 0 ? (
        <p className={styles.note}>—</p>
      ) : (
        <dl className={styles.addressRows}>
          {rows.map((row) => (
            <div key={row.labelKey}>
              <dt>{t(row.labelKey)}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** Billing and delivery address as the order kept them. */
export function OrderAddresses({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="order-addresses-title">
      <h2 id="order-addresses-title" className={styles.sectionTitle}>
        {t('orders.addresses')}
      </h2>
      <div className={styles.addresses}>
        <AddressBlock
          titleKey="profile.billingAddress"
          address={order.billingAddress}
          testId="order-billing"
        />
        <AddressBlock
          titleKey="shop.orderDeliveryAddress"
          address={order.shippingAddress}
          testId="order-shipping"
        />
      </div>
    </section>
  );
}

/** Net, VAT and gross total. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const money = (amountMinor: number) => formatMoney(amountMinor, order.currency, i18n.language);
  return (
    <dl className={styles.totals} data-testid="order-totals">
      <div>
        <dt>{t('orders.totalNet')}</dt>
        <dd data-testid="order-net">{money(order.netMinor)}</dd>
      </div>
      <div>
        <dt>{t('checkout.vat')}</dt>
        <dd data-testid="order-tax">{money(order.taxMinor)}</dd>
      </div>
      <div className={styles.grandTotal}>
        <dt>{t('checkout.grandTotal')}</dt>
        <dd data-testid="order-gross">{money(order.grossMinor)}</dd>
      </div>
    </dl>
  );
}
