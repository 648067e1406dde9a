import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../ui/admin-kit/admin-table.tsx';
import { AdminToolbar } from '../../ui/admin-kit/admin-toolbar.tsx';
import { ColumnsMenu } from '../../ui/admin-kit/columns-menu.tsx';
import { TablePager } from '../../ui/admin-kit/table-pager.tsx';
import { TableSearch } from '../../ui/admin-kit/table-search.tsx';
import { useAdminTable } from '../../ui/admin-kit/use-admin-table.ts';
import { useTableView } from '../../ui/admin-kit/use-table-view.ts';
import { FilterSelect } from '../../ui/admin-kit/filter-select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { activityFiltersQuery, activityQuery } from './activity-api.ts';
import { useActivityColumns } from './activity-columns.tsx';
import { entityTypeKey } from './activity-text.ts';
import { ACTIVITY_FILTERS, ACTIVITY_VIEW, activityVariables } from './activity-view.ts';
import styles from './activity.module.css';

/**
 * /admin/activity: the shop's activity log, newest first, filtered by area, person, period and text,
 * a page at a time (decision 0044). Each admin sees the areas their rights cover.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const tableView = useTableView(ACTIVITY_VIEW);
  const filters = {
    type: tableView.filter(ACTIVITY_FILTERS.type),
    actor: tableView.filter(ACTIVITY_FILTERS.actor),
    from: tableView.filter(ACTIVITY_FILTERS.from),
    to: tableView.filter(ACTIVITY_FILTERS.to),
  };
  const list = useQuery(activityQuery(activityVariables(tableView.view, filters)));
  const options = useQuery(activityFiltersQuery());
  const columns = useActivityColumns();
  const table = useAdminTable({
    tableView,
    columns,
    data: list.data?.items,
    getRowId: (entry) => entry.id,
    mode: { server: true, rowCount: list.data?.total ?? 0 },
  });
  const typeOptions = (options.data?.entityTypes ?? []).map((type) => ({
    id: type,
    label: t(entityTypeKey(type), { defaultValue: type }),
  }));
  const actorOptions = (options.data?.actors ?? []).map((actor) => ({ id: actor.id, label: actor.name }));

  return (
    <section className={adminStyles.page} aria-labelledby="admin-activity-title">
      <h1 id="admin-activity-title" className={adminStyles.pageTitle}>
        {t('admin.navActivity')}
      </h1>
      <p className={styles.note}>{t('admin.activityScopeNote')}</p>
      <AdminToolbar>
        <TableSearch tableView={tableView} label={t('admin.activitySearch')} testId="activity-search" />
        <FilterSelect
          className={styles.filter}
          tableView={tableView}
          name={ACTIVITY_FILTERS.type}
          label={t('admin.activityEntityType')}
          options={typeOptions}
          anyLabel={t('admin.activityAllTypes')}
          testId="activity-type-filter"
        />
        <FilterSelect
          className={styles.filter}
          tableView={tableView}
          name={ACTIVITY_FILTERS.actor}
          label={t('admin.activityActor')}
          options={actorOptions}
          anyLabel={t('admin.activityAllActors')}
          testId="activity-actor-filter"
        />
        <TextField
          className={styles.dateFilter}
          type="date"
          label={t('admin.activityFrom')}
          name="from"
          value={filters.from}
          onChange={(value) => tableView.setFilter(ACTIVITY_FILTERS.from, value)}
          testId="activity-from"
        />
        <TextField
          className={styles.dateFilter}
          type="date"
          label={t('admin.activityTo')}
          name="to"
          value={filters.to}
          onChange={(value) => tableView.setFilter(ACTIVITY_FILTERS.to, value)}
          testId="activity-to"
        />
        <ColumnsMenu table={table} testId="activity" />
      </AdminToolbar>
      <AdminTable table={table} label={t('admin.navActivity')} status={list} testId="activity-table" />
      <TablePager table={table} tableView={tableView} testId="activity" />
    </section>
  );
}
