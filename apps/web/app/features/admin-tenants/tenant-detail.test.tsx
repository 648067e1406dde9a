import type { SessionInfo } from '@print/core/auth/auth-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import type { TenantTab } from '../../lib/admin/tenant-tab.ts';
import { registeredSession, renderWithShell } from '../../shell/test-helpers.tsx';
import { tenantSettingsKey, type TenantSettingsView } from './tenants-api.ts';
import { SettingsTab } from './settings-tab.tsx';
import { SubscriptionTab } from './subscription-tab.tsx';
import { TenantDetail } from './tenant-detail.tsx';

// Server rendering of /admin/tenants/:id with the tenant's settings already in the query cache.

const TENANT = '6f9c2f4e-2b9a-4f55-9d7e-3b1f0a7c5e21';
const operator: SessionInfo = {
  ...registeredSession,
  rights: ['admin.access', 'tenant.settings', 'platform.tenants'],
};
const stored: TenantSettingsView = {
  status: 'active',
  setupStep: 0,
  languages: ['en-GB', 'en-US'],
  general: {
    companyName: 'NorthPrint Studio Ltd',
    allowTemporaryUsers: false,
    pageTitle: [{ language: 'en-GB', text: 'NorthPrint' }],
    claim: [],
  },
  logos: {
    logo: null,
    wideLogo: null,
    favicon: null,
    darkLogo: null,
    darkWideLogo: null,
    loginBackground: null,
  },
  subscription: null,
};
const tabs: TenantTab[] = [
  { key: 'settings', labelKey: 'admin.tenantTabSettings', right: 'tenant.settings', Component: SettingsTab },
  {
    key: 'subscription',
    labelKey: 'admin.tenantTabSubscription',
    right: 'platform.tenants',
    Component: SubscriptionTab,
  },
];

function render(session: SessionInfo, tenantId = TENANT, url = `/admin/tenants/${TENANT}`) {
  const client = createQueryClient();
  client.setQueryData(tenantSettingsKey(tenantId), stored);
  return renderWithShell(
    url,
    <QueryClientProvider client={client}>
      <TenantDetail tenantId={tenantId} tabs={tabs} />
    </QueryClientProvider>,
    session,
  );
}

describe('a tenant’s detail page', () => {
  it('shows the tabs the rights allow, the first one open with the tenant’s settings per language', () => {
    const html = render(operator);
    expect(html).toContain('data-testid="tenant-tab-settings"');
    expect(html).toContain('data-testid="tenant-tab-subscription"');
    expect(html).toContain('value="NorthPrint Studio Ltd"');
    expect(html).toContain('data-testid="claim-en-US"');
    const tenantAdmin = render({ ...operator, rights: ['admin.access', 'tenant.settings'] });
    expect(tenantAdmin).not.toContain('tenant-tab-subscription');
  });

  it('says "No tenant selected" without a tenant id', () => {
    expect(render(operator, '', '/admin/tenants/x')).toContain('No tenant selected');
  });
});
