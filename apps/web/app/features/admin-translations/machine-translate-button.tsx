import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { MachineTranslateDialog } from './machine-translate-dialog.tsx';
import { machineAvailableQuery } from './translations-api.ts';
import styles from './translations.module.css';

type Props = {
  /** The shop's languages but the default. */
  targets: readonly string[];
  /** The ticked rows' addresses. */
  selected: readonly string[];
  tenantId: string | undefined;
  onFinished: () => void;
};

/**
 * "Translate missing": opens the run's dialog; without a configured provider it stays off and says
 * what to configure instead (no run that could only fail).
 */
export function MachineTranslateButton({ targets, selected, tenantId, onFinished }: Props) {
  const { t } = useTranslation();
  const available = useQuery(machineAvailableQuery(tenantId));
  const [open, setOpen] = useState(false);
  if (targets.length === 0) return null;
  const notConfigured = available.data === false;
  return (
    <>
      <Button
        color="secondary"
        isDisabled={!available.data}
        onPress={() => setOpen(true)}
        data-testid="translate-missing"
      >
        {t('admin.translateMissing')}
      </Button>
      {notConfigured && (
        <span className={styles.notConfigured} role="note" data-testid="translate-not-configured">
          {t('admin.translationNotConfigured')}
        </span>
      )}
      {open && (
        <MachineTranslateDialog
          targets={targets}
          selected={selected}
          tenantId={tenantId}
          onClose={() => {
            setOpen(false);
            onFinished();
          }}
        />
      )}
    </>
  );
}
