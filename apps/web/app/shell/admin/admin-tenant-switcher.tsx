import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { classNames } from '../../ui/class-names.ts';
import { CheckIcon } from '../../ui/icons.tsx';
import popoverStyles from '../header/header-popover.module.css';
import { TenantsIcon } from '../../ui/icons.tsx';
import { openTenantAdmin } from '../../lib/admin/tenant-handoff.ts';
import { notify } from '../../ui/toast.ts';
import type { AdminTenant } from './admin-tenants.ts';
import styles from './admin-shell.module.css';

/**
 * For users who administer several tenants (platform operators): each tenant's admin, on its own
 * address, signed in there through the one-time handoff (decision 0088). Nothing for everyone else.
 */
export function AdminTenantSwitcher({ tenants }: { tenants: readonly AdminTenant[] }) {
  const { t } = useTranslation();
  if (tenants.length < 2) return null;
  return (
    <MenuTrigger>
      <Button className={styles.barButton} data-testid="tenant-switcher">
        <TenantsIcon />
        <span className={styles.barLabel}>{t('admin.tenantSwitcher')}</span>
      </Button>
      <Popover className={popoverStyles.popover} placement="bottom end">
        <Menu className={popoverStyles.menu} aria-label={t('admin.tenantSwitcher')} data-testid="tenant-list">
          {tenants.map((tenant) => (
            <MenuItem
              key={tenant.slug}
              id={tenant.slug}
              className={classNames(popoverStyles.menuItem, styles.tenantItem)}
              {...(tenant.isCurrent
                ? { href: tenant.adminUrl ?? undefined }
                : {
                    onAction: () =>
                      void openTenantAdmin(tenant.id).catch(() => notify(t('common.genericError'), 'error')),
                  })}
              isDisabled={!tenant.adminUrl}
              textValue={tenant.companyName}
              data-testid={`tenant-${tenant.slug}`}
            >
              <span className={popoverStyles.menuCheck} aria-hidden="true">
                {tenant.isCurrent && <CheckIcon />}
              </span>
              <span className={styles.tenantName}>{tenant.companyName}</span>
              {tenant.isCurrent && <span className={styles.tenantNote}>{t('admin.tenantCurrent')}</span>}
              {!tenant.adminUrl && <span className={styles.tenantNote}>{t('admin.tenantNoDomain')}</span>}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
