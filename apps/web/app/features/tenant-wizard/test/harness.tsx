import { useSearchParams } from 'react-router';
import { harnessConfig } from '../../../testing/harness-config.ts';
import { mountHarness } from '../../../testing/mount-harness.tsx';
import { TenantWizard } from '../tenant-wizard.tsx';

// The browser entry of tenant-wizard.browser.test.ts: the wizard at its address in a memory router,
// inside the providers the admin shell gives it; the test's GraphQL endpoint plays the server.

const config = harnessConfig<{ path: string }>();

function WizardPage() {
  const [params] = useSearchParams();
  return <TenantWizard resumeId={params.get('tenant')} />;
}

mountHarness({ '/new': <WizardPage /> }, { path: config.path });
