import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppForm, type FormCheck } from '../form/use-app-form.ts';
import { notify } from '../toast.ts';

/** Spec §8's texts after saving settings: 'Settings saved' and the tenant-settings error. */
export const SETTINGS_SAVED_KEY = 'admin.settingsSaved';
export const SETTINGS_FAILED_KEY = 'admin.errorSavingTenantSettings';

export type SettingsFormOptions<S, V extends FieldValues> = {
  /** The section as loaded (the query's data). */
  stored: S;
  /** The query the section was loaded with; a save puts the stored answer there. */
  queryKey: QueryKey;
  /** The form's values of the stored section (also after saving: the server's answer shown). */
  valuesOf: (stored: S) => V;
  /** Saves the section; resolves it as stored. */
  save: (values: V) => Promise<S>;
  rules?: (values: V) => FormCheck;
  /** Asked once the rules pass, with the values as last saved (e.g. a question); false saves nothing. */
  beforeSubmit?: (values: V, saved: V) => Promise<boolean>;
  fieldNames: readonly string[];
  savedKey?: string;
  /** The failure's toast, or a key per failure (a tenant's tab: its id not found, else the error). */
  failedKey?: string | ((error: unknown) => string);
};

/**
 * One section of settings (a tenant tab, the theme, localization, the System screen's order workflow):
 * loaded once, edited, and saved on its own with the spec's toasts. A refusal by the shared rules says
 * so in a toast and takes the admin to the first wrong input, which may be out of sight on a long
 * section. `SettingsForm` shows it with the unsaved-changes guard.
 */
export function useSettingsForm<S, V extends FieldValues>(options: SettingsFormOptions<S, V>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useAppForm<V, S>({
    defaultValues: options.valuesOf(options.stored),
    rules: options.rules,
    beforeSubmit: options.beforeSubmit,
    fieldNames: options.fieldNames,
    onSubmit: options.save,
    savedKey: options.savedKey ?? SETTINGS_SAVED_KEY,
    failedKey: options.failedKey ?? SETTINGS_FAILED_KEY,
    onSaved: (stored) => {
      queryClient.setQueryData(options.queryKey, stored);
      return options.valuesOf(stored);
    },
    onRefused: (failure) => {
      notify(t('admin.formHasErrors'), 'error');
      const first = Object.keys(failure.fields)[0];
      if (first) document.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
    },
  });
}
