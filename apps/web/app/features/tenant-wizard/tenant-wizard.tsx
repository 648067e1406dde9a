import { TENANT_WIZARD_STEPS } from '@print/core/tenancy/tenant-wizard';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../ui/admin-kit/query-status.tsx';
import { Button } from '../../ui/button.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { GeneralStep } from './general-step.tsx';
import { LogosStep } from './logos-step.tsx';
import { PagebarStep } from './pagebar-step.tsx';
import { SchedulingStep } from './scheduling-step.tsx';
import { loadTenantSetup, tenantSetupQueryKey, type TenantSetup } from './tenant-wizard-api.ts';
import { ThemeStep } from './theme-step.tsx';
import { TranslationStep } from './translation-step.tsx';
import { useWizard, type Wizard, type WizardStart } from './use-wizard.ts';
import { emptyWizardValues, wizardValuesOf } from './wizard-values.ts';
import styles from './tenant-wizard.module.css';

const STEP_VIEWS = [PagebarStep, GeneralStep, LogosStep, ThemeStep, TranslationStep, SchedulingStep];

/** Where the finished shop answers, on this server's port (`<slug>.localhost:<port>` in development). */
function shopAddress(host: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${host}${port ? `:${port}` : ''}/`;
}

/** /admin/tenants/new (spec §2 tenant setup wizard); `resumeId` continues a setup (`?tenant=<id>`). */
export function TenantWizard({ resumeId }: { resumeId: string | null }) {
  const { i18n } = useTranslation();
  const resumed = useQuery({
    queryKey: tenantSetupQueryKey(resumeId ?? ''),
    queryFn: () => loadTenantSetup(resumeId!),
    enabled: resumeId !== null,
    staleTime: Infinity,
  });
  if (resumeId === null)
    return <WizardForm start={{ values: emptyWizardValues(i18n.language), step: 0, tenantId: null }} />;
  if (!resumed.data) return <QueryStatus query={resumed} missingKey="admin.wizardResumeMissing" />;
  return (
    <WizardForm
      start={startOf(resumed.data)}
      finished={resumed.data.status === 'active' ? resumed.data : null}
    />
  );
}

const startOf = (setup: TenantSetup): WizardStart => ({
  values: wizardValuesOf(setup),
  step: Math.min(setup.setupStep, TENANT_WIZARD_STEPS.length - 1),
  tenantId: setup.id,
});

function WizardForm({
  start,
  finished: finishedBefore = null,
}: {
  start: WizardStart;
  finished?: TenantSetup | null;
}) {
  const { t } = useTranslation();
  const wizard = useWizard(start);
  const finished = wizard.finished ?? finishedBefore;
  return (
    <div className={adminStyles.page} data-testid="tenant-wizard">
      <h1 className={adminStyles.pageTitle}>{t('admin.wizardTitle')}</h1>
      <ol className={styles.steps} aria-label={t('admin.wizardTitle')}>
        {TENANT_WIZARD_STEPS.map((step, index) => (
          <li
            key={step.key}
            className={styles.step}
            aria-current={index === wizard.step && !finished ? 'step' : undefined}
            data-done={index < wizard.step || finished ? '' : undefined}
          >
            <span className={styles.stepNumber}>{index + 1}</span>
            <span className={styles.stepLabel}>{t(step.labelKey)}</span>
          </li>
        ))}
      </ol>
      {finished?.host ? <Finished host={finished.host} /> : <StepForm wizard={wizard} />}
    </div>
  );
}

function Finished({ host }: { host: string }) {
  const { t } = useTranslation();
  const address = shopAddress(host);
  return (
    <p className={styles.finished} role="status" data-testid="tenant-wizard-finished">
      {t('admin.wizardFinished', { host })}{' '}
      <a href={address} data-testid="tenant-wizard-shop">
        {address}
      </a>
    </p>
  );
}

function StepForm({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation();
  const { form } = wizard;
  const current = TENANT_WIZARD_STEPS[wizard.step]!;
  const View = STEP_VIEWS[wizard.step]!;
  return (
    <form
      className={`${adminStyles.form} ${styles.panel}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void wizard.next();
      }}
      data-testid={`tenant-wizard-step-${current.key}`}
    >
      <h2 className={styles.stepTitle}>
        <span className={adminStyles.muted}>
          {t('admin.wizardStepOf', { step: wizard.step + 1, total: TENANT_WIZARD_STEPS.length })}
        </span>{' '}
        {t(current.labelKey)}
      </h2>
      <View form={form} tenantId={wizard.tenantId} />
      {form.notice && (
        <p className={adminStyles.formError} role="alert">
          {form.notice}
        </p>
      )}
      <div className={styles.buttons}>
        <Button
          color="neutral"
          onPress={wizard.previous}
          isDisabled={wizard.step === 0 || form.isSubmitting}
          data-testid="tenant-wizard-previous"
        >
          {t('admin.wizardPrevious')}
        </Button>
        <Button type="submit" isDisabled={form.isSubmitting} data-testid="tenant-wizard-next">
          {t(
            form.isSubmitting
              ? 'admin.wizardSaving'
              : wizard.isLast
                ? 'admin.wizardFinish'
                : 'admin.wizardNext',
          )}
        </Button>
      </div>
    </form>
  );
}
