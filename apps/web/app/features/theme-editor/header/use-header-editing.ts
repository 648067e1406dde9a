import type { HeaderSettings } from '@print/core/theme/header-settings';
import { checkHeaderSettings } from '@print/core/theme/header-settings-rules';
import type { ValidationError } from '@print/core/validation/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  headerSettingsKey,
  headerSettingsQuery,
  updateHeaderSettings,
} from '../../../lib/admin/header-settings-api.ts';
import { tenantSaveFailedKey } from '../../../lib/admin/tenant-tab.ts';
import { failedCallKey, formFailure } from '../../../lib/api/user-input-error.ts';
import { useShell } from '../../../shell/shell-context.tsx';
import { SETTINGS_FAILED_KEY, SETTINGS_SAVED_KEY } from '../../../ui/admin-kit/use-settings-form.ts';
import { notify } from '../../../ui/toast.ts';
import { headerFieldNames, headerFormOf, headerSettingsOfForm, type HeaderForm } from './header-form.ts';

const same = (a: HeaderForm | null, b: HeaderForm | null) => JSON.stringify(a) === JSON.stringify(b);

/** Another tenant's header (the operator acting for it, decision 0087): its id and its languages. */
export type ActedTenant = { tenantId: string; languages: readonly string[] };

/**
 * The shop's header settings in the theme editor and the tenant's Settings tab (spec §3; one form,
 * decision 0093): loaded for holders of tenant.settings, who edit and save them apart from the theme
 * with core's check first (its messages at the fields); others see the shop's settings as the page has
 * them, read-only. `isDirty` counts for the editor's Close. `acted`: the tenant acted for, if not the
 * host's own.
 */
export function useHeaderEditing(onSaved: () => void, acted?: ActedTenant) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { session, tenant } = useShell();
  const tenantId = acted?.tenantId;
  const canEdit = session?.rights.includes('tenant.settings') ?? false;
  const query = useQuery({ ...headerSettingsQuery(tenantId), enabled: canEdit });
  const stored: HeaderSettings | undefined = canEdit || acted ? query.data : tenant.header;
  const [saved, setSaved] = useState<HeaderForm | null>(null);
  const [edited, setEdited] = useState<HeaderForm | null>(null);
  const [errors, setErrors] = useState<Record<string, ValidationError>>({});
  const [saving, setSaving] = useState(false);
  const loaded = stored ? headerFormOf(stored) : null;
  const base = saved ?? loaded;
  const values = edited ?? base;
  // The acted tenant's languages come default first (tenantSettings.languages).
  const defaultLanguage = acted?.languages[0] ?? tenant.defaultLanguage;
  const languages = acted
    ? [...acted.languages]
    : [
        tenant.defaultLanguage,
        ...tenant.languages
          .map((language) => language.code)
          .filter((code) => code !== tenant.defaultLanguage),
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
    const found = checkHeaderSettings(settings, defaultLanguage);
    if (Object.keys(found).length > 0) {
      notify(t('admin.formHasErrors'), 'error');
      refuse(found);
      return false;
    }
    setSaving(true);
    try {
      const answer = await updateHeaderSettings(settings, tenantId);
      client.setQueryData(headerSettingsKey(tenantId), answer);
      setSaved(headerFormOf(answer));
      setEdited(null);
      setErrors({});
      notify(t(SETTINGS_SAVED_KEY), 'success');
      onSaved();
      return true;
    } catch (error) {
      // 'Could not save settings: tenant ID not found' when the tenant acted for is gone (spec §8).
      const missing = tenantSaveFailedKey(error) === 'admin.tenantIdNotFound';
      notify(t(missing ? 'admin.tenantIdNotFound' : failedCallKey(error, SETTINGS_FAILED_KEY)), 'error');
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
