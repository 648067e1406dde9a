import { useTranslation } from 'react-i18next';
import { LogoFields } from '../../lib/admin/logo-fields.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import type { StepProps } from './step-props.ts';

/**
 * Step 3 (spec §2 "Logos & icons"): the shop's logos, their twins for dark headers and the login
 * background, uploaded into the new tenant as they are chosen and kept in the wizard's form until Next
 * saves the step (the server checks each size again). All are optional; the shop's Settings tab changes
 * them later with the same pickers.
 */
export function LogosStep({ form, tenantId }: StepProps) {
  const { t } = useTranslation();
  if (!tenantId) return null;
  return (
    <div className={adminStyles.form}>
      <p className={adminStyles.notice}>{t('admin.wizardLogoOptional')}</p>
      <p className={adminStyles.notice}>{t('admin.wizardDarkLogoHint')}</p>
      <LogoFields
        idPrefix="tenant-wizard"
        tenantId={tenantId}
        values={form.values}
        // Another tenant's pictures are not served on the operator's host: a mark says one is kept.
        storedPreview={false}
        onUploaded={(kind, id) => form.setValue(kind, id)}
        onRemove={(kind) => {
          form.setValue(kind, '');
          return true;
        }}
        errorOf={(kind) => form.errorMessage(kind)}
      />
    </div>
  );
}
