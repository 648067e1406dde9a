import { TENANT_WIZARD_STEPS } from '@print/core/tenancy/tenant-wizard';
import { useRef, useState } from 'react';
import { useAppForm } from '../../ui/form/use-app-form.ts';
import {
  finishTenantSetup,
  saveTenantSetupStep,
  startTenantSetup,
  type TenantSetup,
} from './tenant-wizard-api.ts';
import { STEP_FIELDS, startInputOf, stepInputOf, stepRules, type WizardValues } from './wizard-values.ts';

const LAST = TENANT_WIZARD_STEPS.length - 1;

/**
 * Puts `?tenant=<id>` into the address, so a reload or a closed browser resumes this setup. Past the
 * router: the wizard on screen stays as it is (a router navigation would mount it anew).
 */
function rememberInAddress(tenantId: string) {
  const url = new URL(window.location.href);
  url.searchParams.set('tenant', tenantId);
  window.history.replaceState(window.history.state, '', url);
}

export type WizardStart = {
  values: WizardValues;
  /** The step shown first (a resumed setup: where it was left). */
  step: number;
  tenantId: string | null;
};

/**
 * The wizard's state: one form over every step's values (going back keeps what was typed and the
 * errors shown), the step shown, and the tenant once it exists. Next checks the step and saves it in
 * the new tenant, so a closed browser resumes with `?tenant=<id>`; the first step has nothing to save
 * into yet and is saved with the second, whose Next creates the tenant. Finish saves the last step and
 * makes the tenant active.
 */
export function useWizard(start: WizardStart) {
  const [step, setStep] = useState(start.step);
  const [finished, setFinished] = useState<TenantSetup | null>(null);
  const tenantId = useRef(start.tenantId);
  // One key for this setup: a Next sent again (a retry, a double click) answers the same tenant.
  const requestKey = useRef<string>(crypto.randomUUID());
  const stepRef = useRef(step);
  stepRef.current = step;
  const stepKey = () => TENANT_WIZARD_STEPS[stepRef.current]!.key;

  const form = useAppForm<WizardValues, TenantSetup | null>({
    defaultValues: start.values,
    rules: (values) => stepRules(stepKey(), values),
    fieldNames: () => STEP_FIELDS[stepKey()],
    failedKey: 'admin.errorSavingTenantSettings',
    onSubmit: async (values) => {
      const key = stepKey();
      let id = tenantId.current;
      if (!id && key === 'pagebar') return null;
      if (!id) {
        id = (await startTenantSetup(startInputOf(values, requestKey.current))).id;
        tenantId.current = id;
        rememberInAddress(id);
        await saveTenantSetupStep(id, stepInputOf('pagebar', values));
      } else {
        await saveTenantSetupStep(id, stepInputOf(key, values));
      }
      return stepRef.current === LAST ? finishTenantSetup(id) : null;
    },
    onSaved: (setup) => {
      if (setup?.status === 'active') setFinished(setup);
      else setStep((current) => Math.min(current + 1, LAST));
    },
  });

  return {
    form,
    step,
    isLast: step === LAST,
    finished,
    tenantId: tenantId.current,
    previous: () => setStep((current) => Math.max(current - 1, 0)),
    next: () => form.submit(),
  };
}
export type Wizard = ReturnType<typeof useWizard>;
