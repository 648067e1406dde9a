import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { activityQuery } from './activity-api.ts';
import { ActivityActorName, ActivityEntity, ActivityTime } from './activity-columns.tsx';
import { actionText, entityTypeKey } from './activity-text.ts';
import styles from './activity.module.css';
import { QueryStatus } from '../../ui/admin-kit/query-status.tsx';

/** How many entries the card shows. */
const CARD_ENTRIES = 8;

/** The dashboard's Activity card: the latest entries the admin may see, and a link to them all. */
export function ActivityCard() {
  const { t, i18n } = useTranslation();
  const latest = useQuery(
    activityQuery({
      entityType: null,
      actorId: null,
      from: null,
      to: null,
      search: '',
      offset: 0,
      limit: CARD_ENTRIES,
    }),
  );
  if (latest.isError || latest.isPending) return <QueryStatus query={latest} />;
  if (latest.data.items.length === 0) {
    return <p className={adminStyles.notice}>{t('admin.dashboardNoActivity')}</p>;
  }
  return (
    <>
      <ul className={styles.feed} data-testid="dashboard-activity-list">
        {latest.data.items.map((entry) => (
          <li key={entry.id} className={styles.feedItem}>
            <span>
              {t(entityTypeKey(entry.entityType), { defaultValue: entry.entityType })}{' '}
              <ActivityEntity entry={entry} />
              {' · '}
              {actionText(entry.action, t, (key) => i18n.exists(key))}
            </span>
            <span className={styles.feedMeta}>
              <ActivityActorName entry={entry} /> · <ActivityTime iso={entry.at} />
            </span>
          </li>
        ))}
      </ul>
      <Link to="/admin/activity" className={styles.showAll} data-testid="dashboard-activity-all">
        {t('admin.activityShowAll')}
      </Link>
    </>
  );
}
