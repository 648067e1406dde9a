import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { openTenantAdmin } from '../../lib/admin/tenant-handoff.ts';
import { AdminTable } from '../../ui/admin-kit/admin-table.tsx';
import { AdminToolbar } from '../../ui/admin-kit/admin-toolbar.tsx';
import { ColumnsMenu } from '../../ui/admin-kit/columns-menu.tsx';
import { TablePager } from '../../ui/admin-kit/table-pager.tsx';
import { TableSearch } from '../../ui/admin-kit/table-search.tsx';
import type { TableSort } from '../../ui/admin-kit/table-view.ts';
import { useAdminTable } from '../../ui/admin-kit/use-admin-table.ts';
import { useTableView } from '../../ui/admin-kit/use-table-view.ts';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { ButtonLink } from '../../ui/button-link.tsx';
import { notify } from '../../ui/toast.ts';
import { tenantListQuery, type TenantListItem } from './tenants-api.ts';
import { TENANTS_VIEW, useTenantColumns } from './tenants-table.tsx';
import { useTenantSetupDelete } from './use-tenant-setup-delete.ts';

const SORTS = { name: 'NAME', created: 'CREATED', status: 'STATUS' } as const;
const toSort = (sort: TableSort | null) => SORTS[(sort?.id ?? 'name') as keyof typeof SORTS] ?? 'NAME';

/**
 * /admin/tenants (platform operators, spec §2 Tenants): search, sort and pages in the address; a new
 * tenant goes to the setup wizard, a tenant being set up continues there or is deleted (decision 0097);
 * each tenant's own admin opens signed in (decision 0088).
 */
export function TenantsPage() {
  const { t } = useTranslation();
  const tableView = useTableView(TENANTS_VIEW);
  const { view } = tableView;
  const list = useQuery(
    tenantListQuery({
      search: view.search,
      sort: toSort(view.sort),
      direction: view.sort?.desc ? 'desc' : 'asc',
      page: view.page,
      pageSize: view.pageSize,
    }),
  );
  const openAdmin = useCallback(
    (tenant: TenantListItem) =>
      void openTenantAdmin(tenant.id).catch(() => notify(t('common.genericError'), 'error')),
    [t],
  );
  const deleteSetup = useTenantSetupDelete();
  const askDeleteSetup = useCallback((tenant: TenantListItem) => void deleteSetup(tenant), [deleteSetup]);
  const columns = useTenantColumns(openAdmin, askDeleteSetup);
  const table = useAdminTable({
    tableView,
    columns,
    data: list.data?.items,
    getRowId: (tenant) => tenant.id,
    mode: { server: true, rowCount: list.data?.total ?? 0 },
  });

  return (
    <section className={styles.page} aria-labelledby="admin-tenants-title">
      <h1 id="admin-tenants-title" className={styles.pageTitle}>
        {t('admin.navTenants')}
      </h1>
      <AdminToolbar>
        <TableSearch tableView={tableView} label={t('admin.searchTenants')} testId="tenants-search" />
        <ColumnsMenu table={table} testId="tenants" />
        <ButtonLink to="/admin/tenants/new" data-testid="new-tenant">
          {t('admin.newTenant')}
        </ButtonLink>
      </AdminToolbar>
      <AdminTable table={table} label={t('admin.navTenants')} status={list} testId="tenants-table" />
      <TablePager table={table} tableView={tableView} testId="tenants" />
    </section>
  );
}
