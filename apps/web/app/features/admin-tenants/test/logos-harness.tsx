import { harnessConfig } from '../../../testing/harness-config.ts';
import { mountHarness } from '../../../testing/mount-harness.tsx';
import { registeredSession, testShellData } from '../../../shell/test-helpers.tsx';
import { LogosSection } from '../logos-section.tsx';

// The browser entry of logos-section.browser.test.ts: the Settings tab's Logos & icons of an admin with
// tenant.settings, of the tenant acted for (`tenantId`) or the host's own. The test answers its calls.

type Config = { path: string; tenantId?: string };

const config = harnessConfig<Config>();
mountHarness(
  { '/admin/settings': <LogosSection tenantId={config.tenantId} /> },
  {
    path: config.path,
    language: 'en-GB',
    shell: testShellData({ ...registeredSession, rights: ['admin.access', 'tenant.settings'] }, 'full'),
  },
);
