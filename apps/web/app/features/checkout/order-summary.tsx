import { formatMoney } from '@print/core/pricing/money';
import { useTranslation } from 'react-i18next';
import type { CheckoutInfo, CheckoutLine } from './checkout-api.ts';
import { AdditionalPricingText, TotalLabel } from '../../lib/orders/order-total.tsx';
import { orderTotals } from './checkout-values.ts';
import type { OrderSums } from './checkout-values.ts';
import styles from './checkout.module.css';

/**
 * Spec §2 order summary: each cart line with its quantity and price; under them the net sum, the VAT
 * and the gross total labelled as the shop chose (Grand Total or Subtotal), then the shop's
 * additional pricing text.
 */
export function OrderSummary({ info, items }: { info: CheckoutInfo; items: readonly CheckoutLine[] }) {
  const { t, i18n } = useTranslation();
  const money = (amountMinor: number, currency: string) => formatMoney(amountMinor, currency, i18n.language);
  const count = new Intl.NumberFormat(i18n.language);
  const { totals, complete } = orderTotals(items);
  /** One amount of the sums per currency ('—' without any priced line). */
  const sum = (amount: keyof Omit<OrderSums, 'currency'>) =>
    totals.length === 0 ? '—' : totals.map((sums) => money(sums[amount], sums.currency)).join(' + ');
  return (
    <section className={styles.card} aria-labelledby="checkout-summary" data-testid="order-summary">
      <h2 id="checkout-summary" className={styles.sectionTitle}>
        {t('checkout.orderSummary')}
      </h2>
      <ul className={styles.lines}>
        {items.map((item) => (
          <li key={item.id} className={styles.line} data-testid="summary-line">
            <span className={styles.lineName}>{item.customName || item.product.name}</span>
            <span className={styles.lineMeta}>
              {item.customName ? `${item.product.name} · ` : ''}
              {item.variant ? `${item.variant.label} · ` : ''}
              {t('checkout.itemQuantity', { quantity: count.format(item.quantity) })}
            </span>
            <span className={styles.linePrice} data-testid="summary-line-price">
              {item.price ? money(item.price.totalMinor, item.price.currency) : '—'}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.sums} data-testid="summary-sums">
        <div className={styles.sumRow}>
          <dt>{t('checkout.net')}</dt>
          <dd data-testid="summary-net">{sum('netMinor')}</dd>
        </div>
        <div className={styles.sumRow}>
          <dt>{t('checkout.vat')}</dt>
          <dd data-testid="summary-vat">{sum('taxMinor')}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt data-testid="summary-total-label">
            <TotalLabel totalLabel={info.totalLabel} />
          </dt>
          <dd>
            <strong data-testid="summary-total" data-complete={complete}>
              {sum('grossMinor')}
            </strong>
          </dd>
        </div>
      </dl>
      <AdditionalPricingText text={info.additionalPricingText} className={styles.pricingText} />
    </section>
  );
}
