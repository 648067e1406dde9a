import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../shell/confirm/confirm-provider.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { SecretEdit } from './order-workflow-values.ts';
import styles from './system.module.css';

type Props = {
  name: string;
  label: string;
  /** The stored secret masked ('••••4242'), or null when none is stored. */
  masked: string | null;
  edit: SecretEdit;
  onChange: (edit: SecretEdit) => void;
  /** Already translated; null when fine. */
  errorMessage: string | null;
};

/**
 * One write-only secret (spec §5): whether one is stored (masked), an empty input for a new value, and
 * Remove after a confirmation. Nothing happens to the stored secret until the form is saved.
 */
export function SecretSetting({ name, label, masked, edit, onChange, errorMessage }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const status = edit.remove
    ? t('admin.secretRemovedOnSave')
    : masked !== null
      ? t('admin.secretSet', { masked })
      : t('admin.secretNotSet');

  const askRemove = async () => {
    const confirmed = await confirm({
      severity: 'confirmOnly',
      message: t('admin.removeSecretConfirm', { name: label }),
      confirmLabel: t('common.remove'),
    });
    if (confirmed) onChange({ value: '', remove: true });
  };

  return (
    <div className={styles.secret} data-testid={`secret-${name}`}>
      <TextField
        className={styles.secretInput}
        label={label}
        name={name}
        type="password"
        // 'new-password' (not just 'off', which browsers ignore on password inputs) keeps a saved
        // login password from being filled in here and then saved as the secret.
        autoComplete="new-password"
        value={edit.value}
        onChange={(value) => onChange({ value, remove: false })}
        description={status}
        errorMessage={errorMessage}
        testId={`secret-input-${name}`}
      />
      <div className={styles.secretActions}>
        {edit.remove ? (
          <Button
            size="small"
            color="neutral"
            onPress={() => onChange({ value: '', remove: false })}
            data-testid={`secret-undo-${name}`}
          >
            {t('admin.undoRemoveSecret')}
          </Button>
        ) : (
          masked !== null && (
            <Button
              size="small"
              color="danger"
              onPress={() => void askRemove()}
              aria-label={`${t('common.remove')}: ${label}`}
              data-testid={`secret-remove-${name}`}
            >
              {t('common.remove')}
            </Button>
          )
        )}
      </div>
    </div>
  );
}
