import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TenantTabProps } from '../../lib/admin/tenant-tab.ts';
import { SettingsTab } from '../../features/admin-tenants/settings-tab.tsx';
import { tenantSettingsQuery } from '../../features/admin-tenants/tenants-api.ts';
import { HeaderPanel } from '../../features/theme-editor/header/header-panel.tsx';
import { useHeaderEditing, type ActedTenant } from '../../features/theme-editor/header/use-header-editing.ts';
import styles from './tenant-settings-tab.module.css';

// A tenant's Settings tab (spec §2 Tenant detail): its general settings, then its header settings — the
// theme editor's Header form itself, saved through the same mutation (decisions 0017, 0060, 0093). Two
// areas own these, so they meet here, where routes compose features.

/** The Settings tab: general settings and the header, each saved on its own. */
export function TenantSettingsTab({ tenantId }: TenantTabProps) {
  return (
    <>
      <SettingsTab tenantId={tenantId} />
      <HeaderSection tenantId={tenantId} />
    </>
  );
}

function HeaderSection({ tenantId }: TenantTabProps) {
  const { t } = useTranslation();
  // Loaded by the general settings above already: the acted tenant's languages, default first.
  const settings = useQuery(tenantSettingsQuery(tenantId));
  if (tenantId && !settings.data) return null;
  const acted = tenantId && settings.data ? { tenantId, languages: settings.data.languages } : undefined;
  return (
    <section
      className={styles.section}
      aria-labelledby="tenant-header-settings"
      data-testid="tenant-header-settings"
    >
      <h2 id="tenant-header-settings" className={styles.title}>
        {t('admin.headerSettingsSection')}
      </h2>
      <HeaderForm acted={acted} />
    </section>
  );
}

function HeaderForm({ acted }: { acted: ActedTenant | undefined }) {
  const header = useHeaderEditing(() => {}, acted);
  return <HeaderPanel header={header} />;
}
