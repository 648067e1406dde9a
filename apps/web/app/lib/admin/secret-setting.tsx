import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../shell/confirm/confirm-provider.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './secret-setting.module.css';

// Shared by the settings screens holding write-only secrets (order workflow, stock photos, the tenant's
// integrations): what an admin did with a secret, and the input showing whether one is stored.

/** What the admin did with one secret: typed a new value (never the stored one), or asked to remove it. */
export type SecretEdit = { value: string; remove: boolean };

/** A secret input untouched: nothing typed, nothing removed (a typed secret never stays on screen). */
export const UNTOUCHED_SECRET: SecretEdit = { value: '', remove: false };

/**
 * The value to send: the trimmed new value (replace), '' (remove), or undefined when nothing was typed
 * (keep). Whitespace alone counts as nothing typed (the server would take its trimmed '' as remove).
 */
export function secretInputOf(edit: SecretEdit): string | undefined {
  const typed = edit.value.trim();
  if (typed !== '') return typed;
  return edit.remove ? '' : undefined;
}

/** Whether the secret will be set after saving (stored and not removed, or a new value typed). */
export function willHaveSecret(masked: string | null, edit: SecretEdit): boolean {
  const value = secretInputOf(edit);
  return value === undefined ? masked !== null : value !== '';
}

type Props = {
  name: string;
  label: string;
  /**
   * The stored secret masked ('••••4242'); '' when one is stored but the server answers only that it is
   * (the shop's translation keys, decision 0092); null when none is stored.
   */
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
    : masked === null
      ? t('admin.secretNotSet')
      : masked === ''
        ? t('admin.secretSetHidden')
        : t('admin.secretSet', { masked });

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
