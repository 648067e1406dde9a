import { useEffect } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TenantTab } from '../../lib/admin/tenant-tab.ts';
import { useShell } from '../../shell/shell-context.tsx';
import kitStyles from '../../ui/admin-kit/admin-kit.module.css';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { ButtonLink } from '../../ui/button-link.tsx';
import { notify } from '../../ui/toast.ts';

type Props = {
  /**
   * The tenant acted for (decision 0087); every tab's calls name it. `own`: the host's own tenant, for
   * its own admins at /admin/settings (decision 0093), whose calls name none.
   */
  tenantId: string | 'own';
  /** Its tabs (routes/admin/tenant-tabs.ts), each shown to holders of its right. */
  tabs: readonly TenantTab[];
};

/**
 * /admin/tenants/:id (spec §2 Tenant detail): the tenant's tabs, the selected one kept in the address
 * (`?tab=`). Without a tenant id it says 'No tenant selected' (spec §8). The same tabs serve a shop's
 * own admins at /admin/settings (`tenantId` 'own').
 */
export function TenantDetail({ tenantId: given, tabs }: Props) {
  const { t } = useTranslation();
  const own = given === 'own';
  const tenantId = own ? undefined : given;
  const { session } = useShell();
  const [params, setParams] = useSearchParams();
  const shown = tabs.filter((tab) => session?.rights.includes(tab.right));
  const selected = shown.find((tab) => tab.key === params.get('tab'))?.key ?? shown[0]?.key;
  useEffect(() => {
    if (!own && !tenantId) notify(t('admin.noTenantSelected'), 'error');
  }, [own, tenantId, t]);
  const select = (key: Key) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === shown[0]?.key) next.delete('tab');
        else next.set('tab', String(key));
        return next;
      },
      { replace: true },
    );
  return (
    <section className={styles.page} aria-labelledby="admin-tenant-title">
      <h1 id="admin-tenant-title" className={styles.pageTitle}>
        {t(own ? 'admin.navTenantSettings' : 'admin.navTenants')}
      </h1>
      {!own && (
        <p>
          <ButtonLink to="/admin/tenants" size="small" color="neutral" data-testid="back-to-tenants">
            {t('common.back')}
          </ButtonLink>
        </p>
      )}
      {!own && !tenantId && (
        <p className={styles.notice} role="alert">
          {t('admin.noTenantSelected')}
        </p>
      )}
      <Tabs selectedKey={selected} onSelectionChange={select} className={kitStyles.tabs}>
        <TabList aria-label={t('admin.tenantTabs')} className={kitStyles.tabList}>
          {shown.map((tab) => (
            <Tab key={tab.key} id={tab.key} className={kitStyles.tab} data-testid={`tenant-tab-${tab.key}`}>
              {t(tab.labelKey)}
            </Tab>
          ))}
        </TabList>
        {shown.map(({ key, Component }) => (
          <TabPanel key={key} id={key} className={kitStyles.tabPanel}>
            <Component tenantId={tenantId} />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
