import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.ts';
import type { ToastKind } from '../../ui/toast.ts';
import styles from './formtest.module.css';

const KINDS: readonly { kind: ToastKind; label: string; color: 'info' | 'success' | 'neutral' | 'danger' }[] =
  [
    { kind: 'info', label: 'shell.formtestToastInfo', color: 'info' },
    { kind: 'success', label: 'shell.formtestToastSuccess', color: 'success' },
    { kind: 'warning', label: 'shell.formtestToastWarning', color: 'neutral' },
    { kind: 'error', label: 'shell.formtestToastError', color: 'danger' },
  ];

/** Raises numbered toasts of each kind, so stacking order and auto-close can be watched. */
export function ToastDemo() {
  const { t } = useTranslation();
  const count = useRef(0);
  return (
    <div className={styles.buttonRow}>
      {KINDS.map(({ kind, label, color }) => (
        <Button
          key={kind}
          color={color}
          size="small"
          data-testid={`toast-${kind}`}
          onPress={() => {
            count.current += 1;
            notify(t('shell.formtestToastMessage', { number: count.current, kind: t(label) }), kind);
          }}
        >
          {t(label)}
        </Button>
      ))}
    </div>
  );
}
