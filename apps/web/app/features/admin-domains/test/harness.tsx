import { harnessConfig } from '../../../testing/harness-config.ts';
import { mountHarness } from '../../../testing/mount-harness.tsx';
import { registeredSession, testShellData } from '../../../shell/test-helpers.tsx';
import { DomainTab } from '../domain-tab.tsx';

// The browser entry of the domain manager's tests: the Domain tab of an admin with tenant.settings, on
// its own page (the tenant detail mounts it among its tabs). The test answers its GraphQL requests.

type Config = { path: string };

const config = harnessConfig<Config>();
mountHarness(
  { '/admin/domains': <DomainTab /> },
  {
    path: config.path,
    language: 'en-GB',
    shell: testShellData({ ...registeredSession, rights: ['admin.access', 'tenant.settings'] }, 'full'),
  },
);
