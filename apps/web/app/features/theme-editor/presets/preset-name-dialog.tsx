import { checkThemePresetName, THEME_PRESET_NAME_MAX } from '@print/core/theme/theme-editor-presets';
import type { ValidationError } from '@print/core/validation/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newRequestKey } from '../../../lib/admin/request-key.ts';
import { AdminFormDialog } from '../../../ui/admin-kit/admin-form-dialog.tsx';
import { useAppForm } from '../../../ui/form/use-app-form.ts';
import { TextField } from '../../../ui/text-field.tsx';

type Props = {
  title: string;
  initialName: string;
  /** Saves under the name (trimmed); `requestKey` is the same for every try of this dialog. */
  onSave: (name: string, requestKey: string) => Promise<unknown>;
  savedKey: string;
  onClose: () => void;
};

/**
 * The name of a preset, to save the current theme under or to rename one: core's name rule before
 * sending, the server's refusal (a name the shop uses already) at the input.
 */
export function PresetNameDialog({ title, initialName, onSave, savedKey, onClose }: Props) {
  const { t } = useTranslation();
  const [requestKey] = useState(newRequestKey);
  const form = useAppForm({
    defaultValues: { name: initialName },
    rules: ({ name }): Record<string, ValidationError> => {
      const error = checkThemePresetName(name);
      return error ? { name: error } : {};
    },
    onSubmit: ({ name }) => onSave(name.trim(), requestKey),
    fieldNames: ['name'],
    savedKey,
    failedKey: 'admin.themeSaveFailed',
    onSaved: () => onClose(),
  });
  return (
    <AdminFormDialog
      title={title}
      isDirty={form.isDirty}
      isSaving={form.isSubmitting}
      notice={form.notice}
      onSubmit={() => void form.submit()}
      onClose={onClose}
      size="medium"
      testId="theme-preset-dialog"
      saveTestId="theme-preset"
    >
      <TextField
        label={t('admin.themePresetName')}
        {...form.field('name')}
        maxLength={THEME_PRESET_NAME_MAX}
        isRequired
        autoFocus
        autoComplete="off"
        testId="theme-preset-name"
      />
    </AdminFormDialog>
  );
}
