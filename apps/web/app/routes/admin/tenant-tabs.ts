import type { TenantTab } from '../../lib/admin/tenant-tab.ts';
import { AutoTranslationTab } from '../../features/admin-translations/auto-translation-tab.tsx';
import { DomainTab } from '../../features/admin-domains/domain-tab.tsx';
import { PrintDesignTab } from '../../features/admin-integrations/print-design-tab.tsx';
import { SchedulingTab } from '../../features/admin-integrations/scheduling-tab.tsx';
import { OrderWorkflowTab } from '../../features/admin-system/order-workflow-tab.tsx';
import { LocalizationTab } from '../../features/admin-localization/localization-tab.tsx';
import { NavigationTab } from '../../features/admin-navigation/navigation-tab.tsx';
import { SubscriptionTab } from '../../features/admin-tenants/subscription-tab.tsx';
import { TenantSettingsTab } from './tenant-settings-tab.tsx';

// A tenant's tabs (spec §2 Tenant detail: Settings, Domain, Navigation, print-design integration, Order
// workflow, automatic translation, Subscription, scheduling service), contributed by the areas owning
// their data (a feature imports no other feature, so they meet here, as the product editor's tabs do).
// Each is `Component({ tenantId })` and works on the tenant's own admin too (no tenantId). The tenant's
// localization table (spec §2 Localization) joins them, so the operator sets a new shop's languages here.

/** In the spec's order; a tab joins here when it exists. */
export const TENANT_TABS: readonly TenantTab[] = [
  {
    key: 'settings',
    labelKey: 'admin.tenantTabSettings',
    right: 'tenant.settings',
    Component: TenantSettingsTab,
  },
  { key: 'domain', labelKey: 'admin.tenantTabDomain', right: 'tenant.settings', Component: DomainTab },
  {
    key: 'navigation',
    labelKey: 'admin.tenantTabNavigation',
    right: 'tenant.settings',
    Component: NavigationTab,
  },
  {
    key: 'localization',
    labelKey: 'admin.navLocalization',
    right: 'tenant.settings',
    Component: LocalizationTab,
  },
  {
    key: 'print-design',
    labelKey: 'admin.tenantTabPrintDesign',
    right: 'tenant.settings',
    Component: PrintDesignTab,
  },
  {
    key: 'order-workflow',
    labelKey: 'admin.tenantTabOrderWorkflow',
    right: 'tenant.settings',
    Component: OrderWorkflowTab,
  },
  {
    key: 'auto-translation',
    labelKey: 'admin.tenantTabAutoTranslation',
    right: 'tenant.settings',
    Component: AutoTranslationTab,
  },
  {
    key: 'subscription',
    labelKey: 'admin.tenantTabSubscription',
    right: 'tenant.settings',
    Component: SubscriptionTab,
  },
  {
    key: 'scheduling',
    labelKey: 'admin.tenantTabScheduling',
    right: 'tenant.settings',
    Component: SchedulingTab,
  },
];
