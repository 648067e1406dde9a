import { formatMoney } from '@print/core/pricing/money';
import { useTranslation } from 'react-i18next';
import { formatDay } from './format-day.ts';
import type { SalesKpis } from './kpis-api.ts';
import styles from './kpis.module.css';

/** The charts' figures as tables: each day of the period, then the top products (the accessible view). */
export function KpiTables({ kpis }: { kpis: SalesKpis }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, kpis.currency ?? 'EUR', i18n.language);
  return (
    <div className={styles.tables} data-testid="kpi-tables">
      <table className={styles.table}>
        <caption>{t('admin.kpiTopProducts')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.kpiProduct')}</th>
            <th scope="col" className={styles.number}>
              {t('admin.kpiQuantity')}
            </th>
            <th scope="col" className={styles.number}>
              {t('admin.kpiRevenue')}
            </th>
          </tr>
        </thead>
        <tbody>
          {kpis.topProducts.map((product) => (
            <tr key={product.productId}>
              <th scope="row">{product.name}</th>
              <td className={styles.number}>{product.quantity}</td>
              <td className={styles.number}>{money(product.revenueMinor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption>{t('admin.kpiDays', { days: kpis.days })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.kpiDay')}</th>
            <th scope="col" className={styles.number}>
              {t('admin.kpiOrders')}
            </th>
            <th scope="col" className={styles.number}>
              {t('admin.kpiRevenue')}
            </th>
          </tr>
        </thead>
        <tbody>
          {kpis.series.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDay(day.day, i18n.language)}</th>
              <td className={styles.number}>{day.orders}</td>
              <td className={styles.number}>{money(day.revenueMinor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
