import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { adminColumns, type AdminColumn } from '../../ui/admin-kit/use-admin-table.ts';
import type { TableViewConfig } from '../../ui/admin-kit/table-view.ts';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import type { TenantListItem } from './tenants-api.ts';

/** The tenants list's view (kept in the address): by name, 25 a page. */
export const TENANTS_VIEW: TableViewConfig = {
  sort: { id: 'name', desc: false },
  sortable: ['name', 'created', 'status'],
  pageSizes: [10, 25, 50, 100],
  pageSize: 25,
  hideable: ['domains', 'languages', 'created'],
};

const column = adminColumns<TenantListItem>();

/** Where a tenant's row leads: its setup wizard while it is set up, else its detail page. */
export const tenantPath = (tenant: TenantListItem) =>
  tenant.status === 'setup'
    ? `/admin/tenants/new?tenant=${encodeURIComponent(tenant.id)}`
    : `/admin/tenants/${encodeURIComponent(tenant.id)}`;

/**
 * Spec §2 Tenants: name, domains, languages, status, created; per row opening its own admin, or for a
 * setup deleting it.
 */
export function useTenantColumns(
  onOpenAdmin: (tenant: TenantListItem) => void,
  onDeleteSetup: (tenant: TenantListItem) => void,
): AdminColumn<TenantListItem>[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => [
      column.accessor('companyName', {
        id: 'name',
        cell: ({ row: { original: tenant } }) => (
          <span>
            {tenant.companyName}
            <br />
            <small>{tenant.slug}</small>
          </span>
        ),
        enableHiding: false,
        meta: { label: t('admin.colName'), isRowHeader: true },
      }),
      column.display({
        id: 'domains',
        cell: ({ row }) => (
          <ul className={styles.chips}>
            {row.original.domains.map((domain) => (
              <li key={domain.name} className={styles.chip} title={domain.status}>
                {domain.name}
              </li>
            ))}
          </ul>
        ),
        meta: { label: t('admin.colDomains') },
      }),
      column.display({
        id: 'languages',
        cell: ({ row }) => (
          <ul className={styles.chips}>
            {row.original.languages.map((language) => (
              <li key={language.languageCode} className={styles.chip}>
                {language.isDefault ? <strong>{language.languageCode}</strong> : language.languageCode}
              </li>
            ))}
          </ul>
        ),
        meta: { label: t('admin.colLanguages') },
      }),
      column.accessor('status', {
        id: 'status',
        cell: ({ getValue }) => (
          <StatusChip tone={getValue() === 'setup' ? 'warning' : 'success'}>
            {t(getValue() === 'setup' ? 'admin.tenantStatusSetup' : 'admin.tenantStatusActive')}
          </StatusChip>
        ),
        meta: { label: t('admin.colStatus') },
      }),
      column.accessor('createdAt', {
        id: 'created',
        cell: ({ getValue }) => (
          <time dateTime={getValue()}>{formatDateTime(getValue(), i18n.language, 'UTC')}</time>
        ),
        meta: { label: t('admin.colCreated') },
      }),
      column.display({
        id: 'actions',
        enableHiding: false,
        cell: ({ row: { original: tenant } }) => (
          <span className={styles.actions}>
            <ButtonLink
              to={tenantPath(tenant)}
              size="small"
              color="neutral"
              data-testid={`edit-tenant-${tenant.slug}`}
            >
              {t(tenant.status === 'setup' ? 'admin.continueTenantSetup' : 'admin.editTenant')}
            </ButtonLink>
            {tenant.status === 'active' ? (
              <Button
                size="small"
                color="secondary"
                onPress={() => onOpenAdmin(tenant)}
                data-testid={`open-tenant-admin-${tenant.slug}`}
              >
                {t('admin.openTenantAdmin')}
              </Button>
            ) : (
              <Button
                size="small"
                color="danger"
                onPress={() => onDeleteSetup(tenant)}
                aria-label={`${t('admin.deleteTenantSetup')}: ${tenant.companyName}`}
                data-testid={`delete-tenant-setup-${tenant.slug}`}
              >
                {t('admin.deleteTenantSetup')}
              </Button>
            )}
          </span>
        ),
        meta: { label: t('admin.colActions') },
      }),
    ],
    [t, i18n.language, onOpenAdmin, onDeleteSetup],
  );
}
