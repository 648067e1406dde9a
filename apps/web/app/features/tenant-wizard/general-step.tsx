import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import type { StepProps } from './step-props.ts';

/**
 * Step 2 (spec §2 "General settings": company name, page title, optional claim), with the slug that
 * names the shop's fallback host. Its Next creates the tenant; the slug is fixed from then on.
 */
export function GeneralStep({ form, tenantId }: StepProps) {
  const { t } = useTranslation();
  const slug = form.field('slug');
  const host = `${slug.value || 'slug'}.localhost`;
  return (
    <div className={adminStyles.formGrid}>
      {tenantId ? (
        <p className={adminStyles.notice} data-testid="tenant-wizard-slug-fixed">
          {t('admin.wizardSlug')}: <strong>{slug.value}</strong>
        </p>
      ) : (
        <TextField
          {...slug}
          onChange={(value) => slug.onChange(value.toLowerCase())}
          label={t('admin.wizardSlug')}
          description={t('admin.wizardSlugHint', { host })}
          isRequired
          autoComplete="off"
          testId="tenant-wizard-slug"
        />
      )}
      <TextField
        {...form.field('companyName')}
        label={t('admin.wizardCompanyName')}
        isRequired
        testId="tenant-wizard-company-name"
      />
      <TextField
        {...form.field('pageTitle')}
        label={t('admin.wizardPageTitle')}
        isRequired
        testId="tenant-wizard-page-title"
      />
      <TextField {...form.field('claim')} label={t('admin.wizardClaim')} testId="tenant-wizard-claim" />
    </div>
  );
}
