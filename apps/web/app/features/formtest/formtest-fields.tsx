import { validateField, validateRecord } from '@print/core/validation/validate-field';
import type { FieldRule } from '@print/core/validation/validate-field';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { TextFieldProps } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toast.ts';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import styles from './formtest.module.css';

type Values = {
  firstName: string;
  email: string;
  phone: string;
  mobile: string;
  zipCode: string;
  website: string;
};

type FieldSpec = {
  name: keyof Values;
  label: string;
  rule: FieldRule;
  type?: TextFieldProps['type'];
  inputMode?: TextFieldProps['inputMode'];
  autoComplete?: string;
};

// One field per validation kind of spec §5, all with the shared rules of @print/core.
const FIELDS: readonly FieldSpec[] = [
  { name: 'firstName', label: 'profile.firstName', rule: { required: true }, autoComplete: 'given-name' },
  {
    name: 'email',
    label: 'profile.email',
    rule: { required: true, kind: 'email' },
    type: 'email',
    autoComplete: 'email',
  },
  { name: 'phone', label: 'profile.phone', rule: { kind: 'phone' }, type: 'tel', autoComplete: 'tel' },
  { name: 'mobile', label: 'profile.mobile', rule: { kind: 'mobile' }, type: 'tel' },
  { name: 'zipCode', label: 'profile.zipCode', rule: { kind: 'number' }, inputMode: 'numeric' },
  { name: 'website', label: 'shell.formtestWebsite', rule: { kind: 'url' }, type: 'url' },
];

const RULES = Object.fromEntries(FIELDS.map((field) => [field.name, field.rule])) as Record<
  keyof Values,
  FieldRule
>;
const EMPTY: Values = { firstName: '', email: '', phone: '', mobile: '', zipCode: '', website: '' };

/**
 * react-hook-form decides when a field is checked (after it was touched, and on submit); the
 * message is recomputed from the value at render time, so it follows a language switch.
 */
export function FormtestFields() {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const { control, handleSubmit, getValues } = useForm<Values>({ mode: 'onTouched', defaultValues: EMPTY });

  const onValid = () => notify(t('shell.formtestValid'), 'success');
  const onInvalid = () => {
    const { formError } = validateRecord(getValues(), RULES);
    if (formError) notify(message(formError) ?? '', 'error');
  };

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onValid, onInvalid)}
      noValidate
      data-testid="formtest-form"
    >
      <div className={styles.fieldGrid}>
        {FIELDS.map((spec) => (
          <Controller
            key={spec.name}
            name={spec.name}
            control={control}
            rules={{ validate: (value) => validateField(value, spec.rule)?.key ?? true }}
            render={({ field, fieldState }) => (
              <TextField
                label={t(spec.label)}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                type={spec.type}
                inputMode={spec.inputMode}
                autoComplete={spec.autoComplete}
                isRequired={spec.rule.required}
                errorMessage={fieldState.invalid ? message(validateField(field.value, spec.rule)) : null}
              />
            )}
          />
        ))}
      </div>
      <div>
        <Button type="submit" color="primary">
          {t('shell.formtestValidate')}
        </Button>
      </div>
    </form>
  );
}
