import type { ShellData } from '@print/core/shell-data';
import { useEffect } from 'react';
import { setSessionRecovery } from '../api/session-recovery.ts';
import { createSessionRecovery } from './session-recovery-flow.ts';

/** Installs the spec §4 session recovery into the API client, in the browser, for this tenant. */
export function useSessionRecovery(shell: ShellData): void {
  const { allowTemporaryUsers, defaultLanguage } = shell.tenant;
  useEffect(() => {
    setSessionRecovery(
      createSessionRecovery({
        currentAddress: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
        navigate: (url) => window.location.assign(url),
        tenant: { allowTemporaryUsers, defaultLanguage },
      }),
    );
    return () => setSessionRecovery(null);
  }, [allowTemporaryUsers, defaultLanguage]);
}
