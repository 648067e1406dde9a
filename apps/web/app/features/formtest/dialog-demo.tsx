import type { ConfirmationSeverity } from '@print/core/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../shell/confirm/confirm-provider.tsx';
import { Button } from '../../ui/button.tsx';
import styles from './formtest.module.css';

const PHRASE = 'DELETE';

/** Opens the global confirmation dialog in both severities and shows what it resolved to. */
export function DialogDemo() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [result, setResult] = useState<'confirmed' | 'cancelled' | null>(null);

  const open = async (severity: ConfirmationSeverity) => {
    const confirmed = await confirm(
      severity === 'stringConfirm'
        ? {
            severity,
            phrase: PHRASE,
            message: t('shell.formtestStringConfirmMessage'),
            confirmLabel: t('common.delete'),
          }
        : { severity, message: t('shell.formtestConfirmOnlyMessage') },
    );
    setResult(confirmed ? 'confirmed' : 'cancelled');
  };

  return (
    <div className={styles.stack}>
      <div className={styles.buttonRow}>
        <Button color="primary" onPress={() => void open('confirmOnly')} data-testid="open-confirm-only">
          {t('shell.formtestConfirmOnly')}
        </Button>
        <Button color="danger" onPress={() => void open('stringConfirm')} data-testid="open-string-confirm">
          {t('shell.formtestStringConfirm')}
        </Button>
      </div>
      <p className={styles.result}>
        {t('shell.formtestLastResult')}: {/* The raw outcome, so tests can read it in any UI language. */}
        <output data-testid="dialog-result">{result ?? '—'}</output>
      </p>
    </div>
  );
}
