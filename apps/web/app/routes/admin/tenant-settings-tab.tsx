import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantTabProps } from '../../lib/admin/tenant-tab.ts';
import { LogosSection } from '../../features/admin-tenants/logos-section.tsx';
import { SettingsTab } from '../../features/admin-tenants/settings-tab.tsx';
import { tenantSettingsQuery } from '../../features/admin-tenants/tenants-api.ts';
import { HeaderPanel } from '../../features/theme-editor/header/header-panel.tsx';
import { useHeaderEditing, type ActedTenant } from '../../features/theme-editor/header/use-header-editing.ts';
import styles from './tenant-settings-tab.module.css';

// A tenant's Settings tab (spec §2 Tenant detail): its general settings, its logos and icons (the setup
// wizard's pickers, decision 0097), then its header settings — the theme editor's Header form itself,
// saved through the same mutation (decisions 0017, 0060, 0093). Two areas own these, so they meet here,
// where routes compose features.

/** The Settings tab: general settings, logos and the header, each saved on its own. */
export function TenantSettingsTab({ tenantId }: TenantTabProps) {
  const { t } = useTranslation();
  // Loaded by the general settings above already: the acted tenant's languages, default first.
  const settings = useQuery(tenantSettingsQuery(tenantId));
  return (
    <>
      <SettingsTab tenantId={tenantId} />
      {settings.data && (
        <Section id="tenant-logos-settings" title={t('admin.wizardStepLogos')}>
          <LogosSection tenantId={tenantId} />
        </Section>
      )}
      {/* The acted tenant's header needs its languages; the host's own knows them. */}
      {(!tenantId || settings.data) && (
        <Section id="tenant-header-settings" title={t('admin.headerSettingsSection')}>
          <HeaderForm
            acted={tenantId && settings.data ? { tenantId, languages: settings.data.languages } : undefined}
          />
        </Section>
      )}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function HeaderForm({ acted }: { acted: ActedTenant | undefined }) {
  const header = useHeaderEditing(() => {}, acted);
  return <HeaderPanel header={header} />;
}
