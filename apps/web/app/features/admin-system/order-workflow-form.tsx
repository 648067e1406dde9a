import {
  PAYMENT_METHODS,
  paymentMethodLabelKey,
  TOTAL_LABELS,
  type TotalLabel,
} from '@print/core/orders/order-workflow';
import { FieldError, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { Checkbox, CheckboxGroupField } from '../../ui/checkbox.tsx';
import fieldStyles from '../../ui/field.module.css';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { SettingsForm } from '../../ui/admin-kit/settings-form.tsx';
import { useSettingsForm } from '../../ui/admin-kit/use-settings-form.ts';
import {
  orderWorkflowKey,
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
import { SecretSetting } from '../../lib/admin/secret-setting.tsx';
import { tenantSaveFailedKey } from '../../lib/admin/tenant-tab.ts';
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
 * A tenant's order workflow settings (spec §3; its Order workflow tab), one settings section of the admin kit: checked in the
 * browser with the shared rules before saving, the server's field messages shown at their inputs,
 * everything typed kept on failure, and leaving with unsaved changes asked about.
 */
export function OrderWorkflowForm({
  settings,
  tenantId,
}: {
  settings: OrderWorkflowView;
  /** The tenant acted for (decision 0087), or the host's own. */
  tenantId?: string | undefined;
}) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const languages = tenant.languages.map((language) => language.code);
  const form = useSettingsForm({
    stored: settings,
    queryKey: orderWorkflowKey(tenantId),
    // The stored state, with every secret input empty (a typed secret never stays on screen).
    valuesOf: (stored: OrderWorkflowView) => formValuesOf(stored, languages),
    save: (values: WorkflowFormValues) => updateOrderWorkflow(workflowInputOf(values), tenantId),
    rules: checkWorkflowForm,
    fieldNames: workflowFieldNames(languages),
    failedKey: tenantSaveFailedKey,
  });
  const { values, field, errorMessage } = form;
  const cardWithoutKey =
    values.paymentMethods.includes('card') &&
    !willHaveSecret(settings.cardSecretKey, values.secrets.cardSecretKey);

  return (
    <SettingsForm form={form} testId="order-workflow-form" saveTestId="save-order-workflow">
      <div className={styles.flags}>
        {FLAGS.map(({ name, labelKey }) => {
          const flag = field(name);
          return (
            <Checkbox key={name} name={name} isSelected={flag.value} onChange={flag.onChange} testId={name}>
              {t(labelKey)}
            </Checkbox>
          );
        })}
      </div>
      <div className={adminStyles.formGrid}>
        <TextField
          label={t('admin.continueShoppingUrl')}
          {...field('continueShoppingUrl')}
          isRequired
          autoComplete="off"
          description={t('admin.continueShoppingUrlHint')}
          testId="continueShoppingUrl"
        />
        <SelectField
          label={t('admin.totalLabel')}
          {...field('totalLabel')}
          onChange={(value) => form.setValue('totalLabel', value as TotalLabel)}
          isRequired
          options={TOTAL_LABELS.map((label) => ({ id: label, label: t(TOTAL_LABEL_KEYS[label]) }))}
          testId="totalLabel"
        />
      </div>
      <div className={adminStyles.formGrid}>
        {languages.map((code) => {
          const text = field(`additionalPricingText.${code}`);
          return (
            <AriaTextField
              key={code}
              className={fieldStyles.field}
              name={pricingTextField(code)}
              value={text.value ?? ''}
              onChange={text.onChange}
              isInvalid={text.isInvalid}
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
              <FieldError className={fieldStyles.error}>{text.errorMessage}</FieldError>
            </AriaTextField>
          );
        })}
      </div>
      <TextField
        label={t('admin.stockWarningRecipients')}
        {...field('stockWarningRecipients')}
        inputMode="email"
        autoComplete="off"
        description={t('admin.stockWarningRecipientsHint')}
        testId="stockWarningRecipients"
      />

      <h3 className={styles.subheading}>{t('admin.paymentSettings')}</h3>
      <CheckboxGroupField
        label={t('admin.paymentMethods')}
        {...field('paymentMethods')}
        onChange={(methods) =>
          form.setValue(
            'paymentMethods',
            PAYMENT_METHODS.filter((method) => methods.includes(method)),
          )
        }
        options={PAYMENT_METHODS.map((method) => ({ id: method, label: t(paymentMethodLabelKey(method)) }))}
        testId="paymentMethods"
      />
      {cardWithoutKey && (
        <p className={styles.hint} role="status" data-testid="card-needs-secret-key">
          {t('admin.cardNeedsSecretKey')}
        </p>
      )}
      <TextField
        label={t('admin.publishableKey')}
        {...field('publishableKey')}
        autoComplete="off"
        description={t('admin.publishableKeyHint')}
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
            // The input is named as the server names its error: the secret's own name.
            onChange={(edit: SecretEdit) => form.setValue(`secrets.${name}`, edit, name)}
            errorMessage={errorMessage(name)}
          />
        ))}
      </div>
    </SettingsForm>
  );
}
