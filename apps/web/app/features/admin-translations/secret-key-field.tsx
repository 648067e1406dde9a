import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../shell/confirm/confirm-provider.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './auto-translation.module.css';

/** A key being edited: what was typed (never the stored key) and whether it is to be removed. */
export type KeyEdit = { value: string; remove: boolean };

export const UNTOUCHED_KEY: KeyEdit = { value: '', remove: false };

/** The API value: typed replaces, a removal sends '', else left out (keep). */
export function keyInputOf(edit: KeyEdit): string | undefined {
  const typed = edit.value.trim();
  if (typed !== '') return typed;
  return edit.remove ? '' : undefined;
}

type Props = {
  name: string;
  label: string;
  /** Whether a key is stored; the key itself never reaches the browser. */
  isSet: boolean;
  edit: KeyEdit;
  onChange: (edit: KeyEdit) => void;
  errorMessage: string | null;
};

/**
 * One write-only API key (spec §5): says whether one is set, takes a new one, and removes it after a
 * confirmation; nothing changes until the form is saved.
 */
export function SecretKeyField({ name, label, isSet, edit, onChange, errorMessage }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const status = edit.remove
    ? t('admin.autoTranslationKeyRemoved')
    : t(isSet ? 'admin.autoTranslationKeySet' : 'admin.autoTranslationKeyNotSet');
  const askRemove = async () => {
    const confirmed = await confirm({
      severity: 'confirmOnly',
      message: t('admin.autoTranslationRemoveKeyConfirm', { name: label }),
      confirmLabel: t('common.remove'),
    });
    if (confirmed) onChange({ value: '', remove: true });
  };
  return (
    <div className={styles.secret} data-testid={`key-${name}`}>
      <TextField
        className={styles.secretInput}
        label={label}
        name={name}
        type="password"
        // Keeps a saved login password from being filled in here and saved as the key.
        autoComplete="new-password"
        value={edit.value}
        onChange={(value) => onChange({ value, remove: false })}
        description={status}
        errorMessage={errorMessage}
        testId={`key-input-${name}`}
      />
      <div className={styles.secretActions}>
        {edit.remove ? (
          <Button size="small" color="neutral" onPress={() => onChange(UNTOUCHED_KEY)}>
            {t('admin.autoTranslationUndoRemove')}
          </Button>
        ) : (
          isSet && (
            <Button
              size="small"
              color="danger"
              onPress={() => void askRemove()}
              aria-label={`${t('common.remove')}: ${label}`}
              data-testid={`key-remove-${name}`}
            >
              {t('common.remove')}
            </Button>
          )
        )}
      </div>
    </div>
  );
}
