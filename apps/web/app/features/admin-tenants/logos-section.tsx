import { LOGO_KINDS, type LogoKind } from '@print/core/media/logo-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOGO_LABEL_KEYS, LogoFields, type LogoValues } from '../../lib/admin/logo-fields.tsx';
import { tenantSaveFailedKey, type TenantTabProps } from '../../lib/admin/tenant-tab.ts';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { SETTINGS_SAVED_KEY } from '../../ui/admin-kit/use-settings-form.ts';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { notify } from '../../ui/toast.ts';
import {
  tenantSettingsKey,
  tenantSettingsQuery,
  updateTenantLogos,
  type TenantLogosInput,
  type TenantSettingsView,
} from './tenants-api.ts';

/**
 * The Settings tab's "Logos & icons" (spec §2, §3 Media, decision 0097): the setup wizard's pickers on a
 * shop already running. A chosen picture is saved at once (the shop shows it on its next page); removing
 * one asks first. Of the tenant acted for, or the host's own without `tenantId`.
 */
export function LogosSection({ tenantId }: TenantTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ask = useConfirmAction();
  // Loaded by the general settings above already.
  const settings = useQuery(tenantSettingsQuery(tenantId));
  if (!settings.data) return null;
  const stored = settings.data.logos;
  const values = Object.fromEntries(LOGO_KINDS.map((kind) => [kind, stored[kind] ?? ''])) as LogoValues;

  async function save(input: TenantLogosInput) {
    try {
      const logos = await updateTenantLogos(input, tenantId);
      queryClient.setQueryData<TenantSettingsView>(tenantSettingsKey(tenantId), (current) =>
        current ? { ...current, logos } : current,
      );
      notify(t(SETTINGS_SAVED_KEY), 'success');
    } catch (error) {
      notify(t(tenantSaveFailedKey(error)), 'error');
      throw error;
    }
  }

  async function remove(kind: LogoKind) {
    const confirmed = await ask({
      message: t('admin.logoRemoveConfirm', { name: t(LOGO_LABEL_KEYS[kind]) }),
      confirmLabel: t('admin.wizardLogoRemove'),
    });
    if (confirmed) await save({ [kind]: null });
    return confirmed;
  }

  return (
    <div className={adminStyles.form} data-testid="tenant-logos">
      <p className={adminStyles.notice}>{t('admin.logosSavedAtOnce')}</p>
      <p className={adminStyles.notice}>{t('admin.wizardDarkLogoHint')}</p>
      <LogoFields
        idPrefix="tenant-logos"
        tenantId={tenantId}
        values={values}
        // /media/{id} answers on the tenant's own hosts only: the operator acting from theirs sees a mark.
        storedPreview={!tenantId}
        onUploaded={(kind, id) => save({ [kind]: id })}
        onRemove={remove}
      />
    </div>
  );
}
