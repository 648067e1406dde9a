import type { HeaderSettings } from '@print/core/theme/header-settings';
import { checkHeaderSettings } from '@print/core/theme/header-settings-rules';
import type { ValidationError } from '@print/core/validation/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HEADER_SETTINGS_KEY,
  headerSettingsQuery,
  updateHeaderSettings,
} from '../../../lib/admin/header-settings-api.ts';
import { failedCallKey, formFailure } from '../../../lib/api/user-input-error.ts';
import { useShell } from '../../../shell/shell-context.tsx';
import { SETTINGS_FAILED_KEY, SETTINGS_SAVED_KEY } from '../../../ui/admin-kit/use-settings-form.ts';
import { notify } from '../../../ui/toast.ts';
import { headerFieldNames, headerFormOf, headerSettingsOfForm, type HeaderForm } from './header-form.ts';

const same = (a: HeaderForm | null, b: HeaderForm | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The shop's header settings in the theme editor (spec §3): loaded for holders of tenant.settings, who
 * edit and save them apart from the theme with core's check first (its messages at the fields); others
 * see the shop's settings as the page has them, read-only. `isDirty` counts for the editor's Close.
 */
export function useHeaderEditing(onSaved: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { session, tenant } = useShell();
  const canEdit = session?.rights.includes('tenant.settings') ?? false;
  const query = useQuery({ ...headerSettingsQuery(), enabled: canEdit });
  const stored: HeaderSettings | undefined = canEdit ? query.data : tenant.header;
  const [saved, setSaved] = useState<HeaderForm | null>(null);
  const [edited, setEdited] = useState<HeaderForm | null>(null);
  const [errors, setErrors] = useState<Record<string, ValidationError>>({});
  const [saving, setSaving] = useState(false);
  const loaded = stored ? headerFormOf(stored) : null;
  const base = saved ?? loaded;
  const values = edited ?? base;
  const languages = [
    tenant.defaultLanguage,
    ...tenant.languages.map((language) => language.code).filter((code) => code !== tenant.defaultLanguage),
  ];
  const names = headerFieldNames(languages);

  /** Changes the values; the errors of the inputs named go. */
  const change = (next: HeaderForm, ...fields: string[]) => {
    setEdited(next);
    if (fields.some((name) => errors[name]))
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([n]) => !fields.includes(n))),
      );
  };

  const refuse = (found: Record<string, ValidationError>) => {
    setErrors(found);
    const first = names.find((name) => found[name]);
    if (first) document.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
  };

  /** Checks and saves; resolves whether it saved (true at once when nothing changed). */
  const save = async (): Promise<boolean> => {
    if (!values || !canEdit || saving) return false;
    if (same(values, base)) return true;
    const settings = headerSettingsOfForm(values);
    const found = checkHeaderSettings(settings, tenant.defaultLanguage);
    if (Object.keys(found).length > 0) {
      notify(t('admin.formHasErrors'), 'error');
      refuse(found);
      return false;
    }
    setSaving(true);
    try {
      const answer = await updateHeaderSettings(settings);
      client.setQueryData(HEADER_SETTINGS_KEY, answer);
      setSaved(headerFormOf(answer));
      setEdited(null);
      setErrors({});
      notify(t(SETTINGS_SAVED_KEY), 'success');
      onSaved();
      return true;
    } catch (error) {
      notify(t(failedCallKey(error, SETTINGS_FAILED_KEY)), 'error');
      refuse(formFailure(error, names).fields);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    canEdit,
    values,
    isError: query.isError,
    languages,
    errors,
    change,
    isDirty: canEdit && !same(values, base),
    saving,
    save,
  };
}

export type HeaderEditing = ReturnType<typeof useHeaderEditing>;
