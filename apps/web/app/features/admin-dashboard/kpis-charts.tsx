import { formatMoney } from '@print/core/pricing/money';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from './format-day.ts';
import type { SalesKpis } from './kpis-api.ts';
import styles from './kpis.module.css';

// The KPIs as small charts (Recharts, decision 0044), in this file alone so the library loads only with
// the charts. Each chart is a picture of figures the table view lists too; screen readers get the
// tables (the toggle), the charts are hidden from them.

const HEIGHT = 140;
const colour = (name: string, fallback: string) => `var(--color-${name}, ${fallback})`;

export function KpiCharts({ kpis }: { kpis: SalesKpis }) {
  const { t, i18n } = useTranslation();
  const currency = kpis.currency ?? 'EUR';
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const days = kpis.series.map((day) => ({ ...day, label: formatDay(day.day, i18n.language) }));
  const products = kpis.topProducts.map((product) => ({ ...product }));
  return (
    <div className={styles.charts} data-testid="kpi-charts">
      <figure className={styles.chart} aria-hidden="true">
        <figcaption>{t('admin.kpiRevenue')}</figcaption>
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={days} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={colour('border-default', '#e2e8f0')} />
            <XAxis dataKey="label" tickLine={false} fontSize={11} minTickGap={12} />
            <YAxis hide />
            <Tooltip formatter={(value) => money(Number(value))} />
            <Bar
              dataKey="revenueMinor"
              name={t('admin.kpiRevenue')}
              fill={colour('primary-background', '#2563eb')}
            />
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <figure className={styles.chart} aria-hidden="true">
        <figcaption>{t('admin.kpiOrders')}</figcaption>
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={days} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={colour('border-default', '#e2e8f0')} />
            <XAxis dataKey="label" tickLine={false} fontSize={11} minTickGap={12} />
            <YAxis hide allowDecimals={false} />
            <Tooltip />
            <Bar
              dataKey="orders"
              name={t('admin.kpiOrders')}
              fill={colour('secondary-background', '#0f766e')}
            />
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <figure className={styles.chart} aria-hidden="true">
        <figcaption>{t('admin.kpiTopProducts')}</figcaption>
        <ResponsiveContainer width="100%" height={Math.max(60, products.length * 32)}>
          <BarChart data={products} layout="vertical" margin={{ top: 0, right: 4, bottom: 0, left: 0 }}>
            <XAxis type="number" hide />
            <YAxis type="category" dataKey="name" width={110} tickLine={false} fontSize={11} />
            <Tooltip formatter={(value) => money(Number(value))} />
            <Bar
              dataKey="revenueMinor"
              name={t('admin.kpiRevenue')}
              fill={colour('primary-background', '#2563eb')}
            />
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
