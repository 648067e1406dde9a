import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date-time.ts';
import type { TenantTabProps } from '../../lib/admin/tenant-tab.ts';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import styles from './tenants.module.css';
import { StatusChip } from '../../ui/status-chip.tsx';
import { loadFailedKey, tenantSettingsQuery } from './tenants-api.ts';

const INTERVAL_KEYS: Record<string, string> = {
  day: 'admin.intervalDaily',
  week: 'admin.intervalWeekly',
  month: 'admin.intervalMonthly',
  year: 'admin.intervalYearly',
};

/** A tenant's Subscription tab (spec §3 Subscription), read-only; says so when none is stored. */
export function SubscriptionTab({ tenantId }: TenantTabProps) {
  const { t, i18n } = useTranslation();
  const settings = useQuery(tenantSettingsQuery(tenantId));
  if (!settings.data)
    return (
      <p className={adminStyles.notice} role={settings.isError ? 'alert' : 'status'}>
        {t(settings.isError ? loadFailedKey(settings.error) : 'common.loading')}
      </p>
    );
  const subscription = settings.data.subscription;
  if (!subscription)
    return (
      <p className={adminStyles.notice} data-testid="no-subscription">
        {t('admin.noSubscription')}
      </p>
    );
  const date = (iso: string | null | undefined) =>
    iso ? <time dateTime={iso}>{formatDateTime(iso, i18n.language, 'UTC')}</time> : '–';
  const rows: [string, React.ReactNode][] = [
    [
      'admin.subscriptionStatus',
      <StatusChip key="status" tone={subscription.status === 'Active' ? 'success' : 'neutral'}>
        {t(
          subscription.status === 'Active'
            ? 'admin.subscriptionStatusActive'
            : 'admin.subscriptionStatusCanceled',
        )}
      </StatusChip>,
    ],
    ['admin.subscriptionInterval', t(INTERVAL_KEYS[subscription.interval] ?? subscription.interval)],
    ['admin.subscriptionStart', date(subscription.start)],
    ['admin.subscriptionEnd', date(subscription.end)],
    ['admin.subscriptionTrialStart', date(subscription.trialStart)],
    ['admin.subscriptionTrialEnd', date(subscription.trialEnd)],
    ['admin.subscriptionNextPayment', date(subscription.nextPayment)],
  ];
  return (
    <div data-testid="subscription">
      <dl className={styles.facts}>
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={adminStyles.notice}>{t('admin.subscriptionReadOnly')}</p>
    </div>
  );
}
