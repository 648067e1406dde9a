import { KPI_PERIODS, type KpiPeriod } from '@print/core/orders/sales-kpis';
import { formatMoney } from '@print/core/pricing/money';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { salesKpisQuery, type SalesKpis } from './kpis-api.ts';
import { KpiTables } from './kpis-tables.tsx';
import styles from './kpis.module.css';

// The charts' library loads only when the charts show: the table view and the figures need none of it.
const KpiCharts = lazy(() => import('./kpis-charts.tsx').then((module) => ({ default: module.KpiCharts })));

/** Revenue, orders and average order value of the period, as the shop shows prices. */
function KpiFigures({ kpis }: { kpis: SalesKpis }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => (kpis.currency ? formatMoney(minor, kpis.currency, i18n.language) : '—');
  const revenueKey = kpis.priceDisplay === 'net' ? 'admin.kpiRevenueNet' : 'admin.kpiRevenueGross';
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt>{t(revenueKey)}</dt>
        <dd data-testid="kpi-revenue">{money(kpis.revenueMinor)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t('admin.kpiOrders')}</dt>
        <dd data-testid="kpi-orders">{kpis.orders}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t('admin.kpiAverageOrder')}</dt>
        <dd data-testid="kpi-average">{money(kpis.averageOrderMinor)}</dd>
      </div>
    </dl>
  );
}

/** The dashboard's KPIs card: a period, its figures, and charts or (toggle) tables of the same data. */
export function KpisCard() {
  const { t } = useTranslation();
  const [days, setDays] = useState<KpiPeriod>(30);
  const [asTable, setAsTable] = useState(false);
  const kpis = useQuery(salesKpisQuery(days));

  let body;
  if (kpis.isError) {
    body = (
      <div className={adminStyles.notice} role="alert">
        <p>{t('common.genericError')}</p>
        <Button color="secondary" size="small" onPress={() => void kpis.refetch()}>
          {t('common.reload')}
        </Button>
      </div>
    );
  } else if (kpis.isPending) {
    body = (
      <p className={adminStyles.notice} role="status">
        {t('common.loading')}
      </p>
    );
  } else {
    const data = kpis.data;
    const loading = (
      <p className={adminStyles.notice} role="status">
        {t('common.loading')}
      </p>
    );
    body = (
      <>
        <KpiFigures kpis={data} />
        {data.otherCurrencyOrders > 0 && (
          <p className={styles.note}>{t('admin.kpiOtherCurrencies', { count: data.otherCurrencyOrders })}</p>
        )}
        {data.orders === 0 ? (
          <p className={adminStyles.notice}>{t('admin.kpiNoOrders')}</p>
        ) : asTable ? (
          <KpiTables kpis={data} />
        ) : (
          <Suspense fallback={loading}>
            <KpiCharts kpis={data} />
          </Suspense>
        )}
      </>
    );
  }

  return (
    <div className={styles.kpis} aria-busy={kpis.isFetching ? true : undefined}>
      <div className={styles.controls}>
        <div role="group" aria-label={t('admin.kpiPeriod')} className={styles.periods}>
          {KPI_PERIODS.map((period) => (
            // The chosen period stands out by more than its colour: a tick, and the others are plain.
            <Button
              key={period}
              color={period === days ? 'primary' : 'neutral'}
              size="small"
              aria-pressed={period === days}
              onPress={() => setDays(period)}
              data-testid={`kpi-period-${period}`}
            >
              {period === days && <span aria-hidden="true">✓ </span>}
              {t('admin.kpiDaysShort', { days: period })}
            </Button>
          ))}
        </div>
        <Button
          color="secondary"
          size="small"
          onPress={() => setAsTable((shown) => !shown)}
          aria-pressed={asTable}
          data-testid="kpi-view-toggle"
        >
          {t(asTable ? 'admin.kpiShowChart' : 'admin.kpiShowTable')}
        </Button>
      </div>
      {body}
      <p className={styles.note}>{t('admin.kpiCountedOrders')}</p>
    </div>
  );
}
