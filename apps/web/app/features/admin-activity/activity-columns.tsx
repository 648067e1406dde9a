import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { adminColumns, type AdminColumn } from '../../ui/admin-kit/use-admin-table.ts';
import { useRoleTexts } from '../../lib/admin/right-labels.ts';
import type { ActivityEntry } from './activity-api.ts';
import { actionText, actorKey, entityHref, entityTypeKey } from './activity-text.ts';
import styles from './activity.module.css';

const column = adminColumns<ActivityEntry>();

const noSubscription = () => () => {};

/**
 * When it happened, in the admin's time zone once in the browser (UTC while rendered on the server). As
 * ui/use-is-client.ts, spelled out: importing that module from this chunk split it off the shop's
 * order page's chunk (one more request there, over its budget).
 */
export function ActivityTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const isClient = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <time dateTime={iso}>{formatDateTime(iso, i18n.language, isClient ? undefined : 'UTC')}</time>;
}

/** Who did it: the person's name as it was then, else guest or system. */
export function ActivityActorName({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation();
  const key = actorKey(entry);
  return key ? <span className={styles.muted}>{t(key)}</span> : <span>{entry.actorName}</span>;
}

/** The entity's name, a link to its admin screen where there is one. */
export function ActivityEntity({ entry }: { entry: ActivityEntry }) {
  const { roleName } = useRoleTexts();
  const href = entityHref(entry);
  const stored = entry.entityLabel || entry.entityId || '—';
  // A role is known by its name: a built-in one reads in the admin's language.
  const label = entry.entityType === 'role' ? roleName(stored) : stored;
  return href ? (
    <Link to={href} className={styles.entityLink}>
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}

/** The Activity table: when, who, what, area, which entity; newest first, not sortable otherwise. */
export function useActivityColumns(): AdminColumn<ActivityEntry>[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => [
      column.accessor('at', {
        id: 'when',
        enableSorting: false,
        enableHiding: false,
        cell: ({ getValue }) => <ActivityTime iso={getValue()} />,
        meta: { label: t('admin.activityColWhen') },
      }),
      column.display({
        id: 'who',
        enableHiding: false,
        cell: ({ row }) => <ActivityActorName entry={row.original} />,
        meta: { label: t('admin.activityColWho') },
      }),
      column.display({
        id: 'what',
        enableHiding: false,
        cell: ({ row }) => actionText(row.original.action, t, (key) => i18n.exists(key)),
        meta: { label: t('admin.activityColWhat'), isRowHeader: true },
      }),
      column.display({
        id: 'area',
        cell: ({ row }) =>
          t(entityTypeKey(row.original.entityType), { defaultValue: row.original.entityType }),
        meta: { label: t('admin.activityColArea') },
      }),
      column.display({
        id: 'entity',
        cell: ({ row }) => <ActivityEntity entry={row.original} />,
        meta: { label: t('admin.activityColEntity') },
      }),
    ],
    [t, i18n],
  );
}
