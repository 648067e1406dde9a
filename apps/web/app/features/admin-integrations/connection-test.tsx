import { connectionResultKey } from '@print/core/tenancy/integrations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { tenantLoadFailedKey } from '../../lib/admin/tenant-tab.ts';
import type { ConnectionResult } from './integrations-api.ts';
import styles from './integrations.module.css';

type Props = {
  /** Asks the server to call the service with what the form holds now (saved or not). */
  test: () => Promise<ConnectionResult>;
  testId: string;
};

/**
 * "Test connection" and what it found, said beside the button (a live region): connected, refused key,
 * unreachable, not configured… The server makes the call; the result changes nothing stored.
 */
export function ConnectionTest({ test, testId }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'testing' }
    | { kind: 'done'; result: ConnectionResult }
    | { kind: 'failed'; key: string }
  >({ kind: 'idle' });
  const run = async () => {
    setState({ kind: 'testing' });
    try {
      setState({ kind: 'done', result: await test() });
    } catch (error) {
      setState({ kind: 'failed', key: tenantLoadFailedKey(error) });
    }
  };
  const message =
    state.kind === 'testing'
      ? t('admin.testingConnection')
      : state.kind === 'done'
        ? t(connectionResultKey(state.result))
        : state.kind === 'failed'
          ? t(state.key)
          : '';
  const good = state.kind === 'done' && state.result === 'ok';
  return (
    <div className={styles.connectionTest}>
      <Button
        color="neutral"
        size="small"
        isDisabled={state.kind === 'testing'}
        onPress={() => void run()}
        data-testid={testId}
      >
        {t('admin.testConnection')}
      </Button>
      <p
        className={good ? styles.resultGood : styles.result}
        role="status"
        data-testid={`${testId}-result`}
        data-result={state.kind === 'done' ? state.result : undefined}
      >
        {message}
      </p>
    </div>
  );
}
