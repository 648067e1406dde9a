import type { TenantTab } from '../../lib/admin/tenant-tab.ts';
import { SettingsTab } from '../../features/admin-tenants/settings-tab.tsx';
import { SubscriptionTab } from '../../features/admin-tenants/subscription-tab.tsx';

// A tenant's tabs (spec §2 Tenant detail: Settings, Domain, Navigation, print-design integration, Order
// workflow, automatic translation, Subscription, scheduling service), contributed by the areas owning
// their data (a feature imports no other feature, so they meet here, as the product editor's tabs do).
// Each is `Component({ tenantId })` and works on the tenant's own admin too (no tenantId).

/** In the spec's order; a tab joins here when it exists. */
export const TENANT_TABS: readonly TenantTab[] = [
  { key: 'settings', labelKey: 'admin.tenantTabSettings', right: 'tenant.settings', Component: SettingsTab },
  {
    key: 'subscription',
    labelKey: 'admin.tenantTabSubscription',
    right: 'tenant.settings',
    Component: SubscriptionTab,
  },
];
