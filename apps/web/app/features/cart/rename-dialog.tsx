import type { ValidationError } from '@print/core/validation/messages';
import { validateField } from '@print/core/validation/validate-field';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formFailure } from '../../lib/api/user-input-error.ts';
import { Button } from '../../ui/button.tsx';
import { FormDialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import type { CartItem } from './cart-api.ts';
import styles from './cart.module.css';

const FIELDS = ['customName', 'customDescription'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

/** The server keeps at most this many characters of a custom name or description. */
const MAX_TEXT = 500;

type Props = {
  item: CartItem;
  /** Throws when the save failed; the dialog then stays open with what was typed. */
  onSave: (customName: string, customDescription: string) => Promise<void>;
  onClose: () => void;
};

/** Rename: the item's own name and description (spec §3), both optional; empty clears them. */
export function RenameDialog({ item, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const [values, setValues] = useState<Values>({
    customName: item.customName ?? '',
    customDescription: item.customDescription ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, ValidationError>>>({});
  const [saving, setSaving] = useState(false);

  // The shared rule of spec §5 (forbidden characters), checked while typing.
  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: validateField(value) ?? undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = Object.fromEntries(
      FIELDS.map((name) => [name, validateField(values[name]) ?? undefined] as const),
    );
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      await onSave(values.customName.trim(), values.customDescription.trim());
      onClose();
    } catch (error) {
      setErrors(formFailure(error, FIELDS).fields);
      setSaving(false);
    }
  };

  return (
    <FormDialog title={t('shop.rename')} isOpen onClose={onClose} testId="rename-dialog">
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <TextField
          label={t('shop.cartItemName')}
          name="customName"
          value={values.customName}
          onChange={(value) => change('customName', value)}
          errorMessage={message(errors.customName)}
          placeholder={item.product.name}
          maxLength={MAX_TEXT}
          autoComplete="off"
          autoFocus
          testId="rename-name"
        />
        <TextField
          label={t('shop.cartItemDescription')}
          name="customDescription"
          value={values.customDescription}
          onChange={(value) => change('customDescription', value)}
          errorMessage={message(errors.customDescription)}
          maxLength={MAX_TEXT}
          autoComplete="off"
          testId="rename-description"
        />
        <div className={styles.dialogActions}>
          <Button color="neutral" onPress={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isDisabled={saving} data-testid="rename-save">
            {t(saving ? 'common.saving' : 'common.save')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
