import type { AppForm } from '../../ui/form/use-app-form.ts';
import type { TenantSetup } from './tenant-wizard-api.ts';
import type { WizardValues } from './wizard-values.ts';

/** What each step's view gets: the wizard's one form, and the new tenant once it exists. */
export type StepProps = { form: AppForm<WizardValues, TenantSetup | null>; tenantId: string | null };
