import { paymentMethodLabelKey, type PaymentMethod } from '@print/core/orders/order-workflow';
import type { AddressKind } from '@print/core/users/profile';
import type { ValidationError } from '@print/core/validation/messages';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell/shell-context.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { addressFieldSpecs } from '../../ui/field-specs.ts';
import { RuleField } from '../../ui/rule-field.tsx';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import type { CheckoutFormState } from './use-checkout-form.ts';
import styles from './checkout.module.css';

// The checkout form's inputs: addresses (the My Account address fields), payment method, checkboxes.

type FieldProps = { state: CheckoutFormState };

const Required = () => (
  <span className={styles.required} aria-hidden="true">
    {' *'}
  </span>
);

/** The server's error for an input, else the form's (its message is the key, see nestErrors). */
function useErrorText(state: CheckoutFormState) {
  const message = useValidationMessage();
  return (name: string, formKey: string | undefined): string | null => {
    const error: ValidationError | undefined =
      state.serverErrors[name] ?? (formKey ? { key: formKey } : undefined);
    return message(error);
  };
}

/** Billing (with e-mails and cost center) or delivery address, named `billing.*` / `shipping.*`. */
export function AddressSection({ kind, state }: FieldProps & { kind: AddressKind }) {
  const { t } = useTranslation();
  const id = `checkout-${kind}-address`;
  return (
    <section className={styles.card} aria-labelledby={id} data-testid={`checkout-${kind}`}>
      <h2 id={id} className={styles.sectionTitle}>
        {t(kind === 'billing' ? 'profile.billingAddress' : 'profile.deliveryAddress')}
      </h2>
      <div className={styles.fieldGrid}>
        {addressFieldSpecs(kind, t, `${kind}.`).map((spec) => (
          <RuleField
            key={spec.name}
            form={state.form}
            spec={spec}
            serverError={state.serverErrors[spec.name]}
            onEdit={state.clearServerError}
          />
        ))}
      </div>
    </section>
  );
}

/** A plain yes/no choice of the form (same delivery address, save to profile). */
export function FormCheckbox({
  name,
  label,
  state,
}: FieldProps & { name: 'shippingSameAsBilling' | 'saveToProfile'; label: string }) {
  return (
    <Controller
      name={name}
      control={state.form.control}
      render={({ field }) => (
        <Checkbox name={name} isSelected={field.value === true} onChange={field.onChange} testId={name}>
          {label}
        </Checkbox>
      )}
    />
  );
}

/** One radio per method the shop offers (spec §3 payment methods list). */
export function PaymentMethodField({ state, methods }: FieldProps & { methods: readonly PaymentMethod[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText(state);
  return (
    <section className={styles.card} data-testid="checkout-payment">
      <Controller
        name="paymentMethod"
        control={state.form.control}
        render={({ field, fieldState }) => {
          const error = errorText('paymentMethod', fieldState.error?.message);
          return (
            <RadioGroup
              className={styles.radioGroup}
              name="paymentMethod"
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(value) => {
                state.clearServerError('paymentMethod');
                field.onChange(value);
              }}
              isRequired
              isInvalid={Boolean(error)}
              validationBehavior="aria"
            >
              <Label className={styles.sectionTitle}>
                {t('checkout.paymentMethod')}
                <Required />
              </Label>
              {methods.map((method) => (
                <Radio key={method} value={method} className={styles.radio} data-testid={`payment-${method}`}>
                  <span className={styles.radioDot} aria-hidden="true" />
                  {t(paymentMethodLabelKey(method))}
                </Radio>
              ))}
              <FieldError className={styles.fieldError}>{error}</FieldError>
            </RadioGroup>
          );
        }}
      />
    </section>
  );
}

/** Spec §5: the terms must be accepted before ordering; the shop's terms page opens beside. */
export function TermsField({ state }: FieldProps) {
  const { t } = useTranslation();
  const { termsUrl } = useShell().tenant.footer;
  const errorText = useErrorText(state);
  return (
    <Controller
      name="acceptTerms"
      control={state.form.control}
      render={({ field, fieldState }) => {
        const error = errorText('acceptTerms', fieldState.error?.message);
        return (
          <div className={styles.terms}>
            <Checkbox
              name="acceptTerms"
              isSelected={field.value === true}
              onChange={(selected) => {
                state.clearServerError('acceptTerms');
                field.onChange(selected);
              }}
              testId="acceptTerms"
              inputRef={field.ref}
              isInvalid={Boolean(error)}
              {...(error ? { errorId: 'acceptTerms-error' } : {})}
            >
              {t('checkout.acceptTerms')}
              <Required />
            </Checkbox>
            {termsUrl && (
              <a href={termsUrl} target="_blank" rel="noopener noreferrer" className={styles.termsLink}>
                {t('shell.footerTerms')}
              </a>
            )}
            {error && (
              <p
                id="acceptTerms-error"
                className={styles.fieldError}
                role="alert"
                data-testid="acceptTerms-error"
              >
                {error}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
