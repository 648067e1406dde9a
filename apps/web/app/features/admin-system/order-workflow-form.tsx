import {
  PAYMENT_METHODS,
  paymentMethodLabelKey,
  TOTAL_LABELS,
  type TotalLabel,
} from '@print/core/orders/order-workflow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FieldError, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formFailure, NO_FORM_FAILURE, type FormFailure } from '../../lib/api/user-input-error.ts';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox, CheckboxGroupField } from '../../ui/checkbox.tsx';
import fieldStyles from '../../ui/field.module.css';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toast.ts';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import {
  ORDER_WORKFLOW_KEY,
  SECRET_NAMES,
  updateOrderWorkflow,
  type OrderWorkflowView,
  type SecretName,
} from './order-workflow-api.ts';
import {
  checkWorkflowForm,
  formValuesOf,
  pricingTextField,
  willHaveSecret,
  workflowFieldNames,
  workflowInputOf,
  type SecretEdit,
  type WorkflowFormValues,
} from './order-workflow-values.ts';
import { SecretSetting } from './secret-setting.tsx';
import styles from './system.module.css';

const FLAGS = [
  { name: 'profileCompleteRequired', labelKey: 'admin.requireCompleteProfile' },
  { name: 'multipleSelectionPerItem', labelKey: 'admin.multipleSelectionPerItem' },
  { name: 'showPaymentFields', labelKey: 'admin.showPaymentFields' },
  { name: 'showShippingFields', labelKey: 'admin.showShippingFields' },
] as const;

const TOTAL_LABEL_KEYS: Record<TotalLabel, string> = {
  grandTotal: 'admin.totalLabelGrandTotal',
  subtotal: 'admin.totalLabelSubtotal',
};
const SECRET_LABEL_KEYS: Record<SecretName, string> = {
  cardSecretKey: 'admin.cardPaymentSecretKey',
  cardWebhookSecret: 'admin.webhookSecret',
  punchoutSecret: 'admin.procurementSharedSecret',
};

/**
 * The shop's order workflow settings (spec §3): checked in the browser with the shared rules before
 * saving, the server's field messages shown at their inputs, and everything typed kept on failure.
 */
export function OrderWorkflowForm({ settings }: { settings: OrderWorkflowView }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const { tenant } = useShell();
  const queryClient = useQueryClient();
  const languages = tenant.languages.map((language) => language.code);
  const fieldNames = workflowFieldNames(languages);
  const [values, setValues] = useState(() => formValuesOf(settings, languages));
  const [failure, setFailure] = useState<FormFailure>(NO_FORM_FAILURE);

  const save = useMutation({
    mutationFn: updateOrderWorkflow,
    onSuccess: (stored) => {
      notify(t('admin.settingsSaved'), 'success');
      queryClient.setQueryData(ORDER_WORKFLOW_KEY, stored);
      // The stored state, with every secret input empty again (a typed secret never stays on screen).
      setValues(formValuesOf(stored, languages));
      setFailure(NO_FORM_FAILURE);
    },
    onError: (error) => {
      notify(t('admin.errorSavingTenantSettings'), 'error');
      setFailure(formFailure(error, fieldNames));
    },
  });

  const clearError = (name: string) =>
    setFailure((current) => {
      if (!(name in current.fields)) return current;
      const { [name]: _cleared, ...fields } = current.fields;
      return { ...current, fields };
    });
  const set =
    <K extends keyof WorkflowFormValues>(name: K) =>
    (value: WorkflowFormValues[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    };
  const setPricingText = (code: string, text: string) => {
    setValues((current) => ({
      ...current,
      additionalPricingText: { ...current.additionalPricingText, [code]: text },
    }));
    clearError(pricingTextField(code));
  };
  const setSecret = (name: SecretName, edit: SecretEdit) => {
    setValues((current) => ({ ...current, secrets: { ...current.secrets, [name]: edit } }));
    clearError(name);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = checkWorkflowForm(values);
    if (Object.keys(errors).length > 0) {
      const unplaced = Object.entries(errors).find(([name]) => !fieldNames.includes(name))?.[1] ?? null;
      setFailure({ fields: errors, notice: unplaced });
      // The first wrong field may be out of sight: say so, and take the admin there.
      notify(t('admin.formHasErrors'), 'error');
      const first = Object.keys(errors)[0];
      if (first) document.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
      return;
    }
    setFailure(NO_FORM_FAILURE);
    save.mutate(workflowInputOf(values));
  };
  const fieldError = (name: string) => message(failure.fields[name]);
  const cardWithoutKey =
    values.paymentMethods.includes('card') &&
    !willHaveSecret(settings.cardSecretKey, values.secrets.cardSecretKey);

  return (
    <form className={adminStyles.form} onSubmit={submit} noValidate data-testid="order-workflow-form">
      <div className={styles.flags}>
        {FLAGS.map(({ name, labelKey }) => (
          <Checkbox key={name} name={name} isSelected={values[name]} onChange={set(name)} testId={name}>
            {t(labelKey)}
          </Checkbox>
        ))}
      </div>
      <div className={adminStyles.formGrid}>
        <TextField
          label={t('admin.continueShoppingUrl')}
          name="continueShoppingUrl"
          isRequired
          autoComplete="off"
          value={values.continueShoppingUrl}
          onChange={set('continueShoppingUrl')}
          description={t('admin.continueShoppingUrlHint')}
          errorMessage={fieldError('continueShoppingUrl')}
          testId="continueShoppingUrl"
        />
        <SelectField
          label={t('admin.totalLabel')}
          name="totalLabel"
          isRequired
          value={values.totalLabel}
          onChange={(value) => set('totalLabel')(value as TotalLabel)}
          options={TOTAL_LABELS.map((label) => ({ id: label, label: t(TOTAL_LABEL_KEYS[label]) }))}
          errorMessage={fieldError('totalLabel')}
          testId="totalLabel"
        />
      </div>
      <div className={adminStyles.formGrid}>
        {languages.map((code) => (
          <AriaTextField
            key={code}
            className={fieldStyles.field}
            name={pricingTextField(code)}
            value={values.additionalPricingText[code] ?? ''}
            onChange={(text) => setPricingText(code, text)}
            isInvalid={Boolean(fieldError(pricingTextField(code)))}
            validationBehavior="aria"
          >
            <Label className={fieldStyles.label}>
              {t('admin.additionalPricingTextIn', {
                language: t(languageNameKey(code), { defaultValue: code }),
              })}
            </Label>
            <TextArea className={fieldStyles.input} rows={3} data-testid={pricingTextField(code)} />
            <Text slot="description" className={fieldStyles.description}>
              {t('admin.additionalPricingTextHint')}
            </Text>
            <FieldError className={fieldStyles.error}>{fieldError(pricingTextField(code))}</FieldError>
          </AriaTextField>
        ))}
      </div>
      <TextField
        label={t('admin.stockWarningRecipients')}
        name="stockWarningRecipients"
        inputMode="email"
        autoComplete="off"
        value={values.stockWarningRecipients}
        onChange={set('stockWarningRecipients')}
        description={t('admin.stockWarningRecipientsHint')}
        errorMessage={fieldError('stockWarningRecipients')}
        testId="stockWarningRecipients"
      />

      <h3 className={styles.subheading}>{t('admin.paymentSettings')}</h3>
      <CheckboxGroupField
        label={t('admin.paymentMethods')}
        name="paymentMethods"
        value={values.paymentMethods}
        onChange={(methods) =>
          set('paymentMethods')(PAYMENT_METHODS.filter((method) => methods.includes(method)))
        }
        options={PAYMENT_METHODS.map((method) => ({ id: method, label: t(paymentMethodLabelKey(method)) }))}
        errorMessage={fieldError('paymentMethods')}
        testId="paymentMethods"
      />
      {cardWithoutKey && (
        <p className={styles.hint} role="status" data-testid="card-needs-secret-key">
          {t('admin.cardNeedsSecretKey')}
        </p>
      )}
      <TextField
        label={t('admin.publishableKey')}
        name="publishableKey"
        autoComplete="off"
        value={values.publishableKey}
        onChange={set('publishableKey')}
        description={t('admin.publishableKeyHint')}
        errorMessage={fieldError('publishableKey')}
        testId="publishableKey"
      />

      <h3 className={styles.subheading}>{t('admin.secretKeys')}</h3>
      <p className={adminStyles.notice}>
        {t('admin.secretMaskedHint')} {t('admin.secretKeepHint')}
      </p>
      <div className={styles.secrets}>
        {SECRET_NAMES.map((name) => (
          <SecretSetting
            key={name}
            name={name}
            label={t(SECRET_LABEL_KEYS[name])}
            masked={settings[name]}
            edit={values.secrets[name]}
            onChange={(edit) => setSecret(name, edit)}
            errorMessage={fieldError(name)}
          />
        ))}
      </div>

      {failure.notice && (
        <p className={adminStyles.formError} role="alert" data-testid="order-workflow-error">
          {message(failure.notice)}
        </p>
      )}
      <div className={adminStyles.formActions}>
        <Button type="submit" isDisabled={save.isPending} data-testid="save-order-workflow">
          {t(save.isPending ? 'common.saving' : 'common.save')}
        </Button>
      </div>
    </form>
  );
}
