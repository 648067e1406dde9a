import type { ValidationError } from '@print/core/validation/messages';
import { validateField } from '@print/core/validation/validate-field';
import { Controller } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import type { AccountFieldSpec } from './field-specs.ts';

export type AccountFieldProps = {
  form: UseFormReturn<FieldValues>;
  spec: AccountFieldSpec;
  /** The server's error for this input, shown until the value changes. */
  serverError?: ValidationError;
  /** Called when the user changes the value (clears the server's error). */
  onEdit: (name: string) => void;
};

/**
 * One input of the account forms on react-hook-form: checked with the shared rule on blur and on
 * submit (then on every change). The message is recomputed from the value at render time, so it
 * follows a language switch.
 */
export function AccountField({ form, spec, serverError, onEdit }: AccountFieldProps) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  return (
    <Controller
      name={spec.name}
      control={form.control}
      rules={{ validate: (value) => validateField(value, spec.rule)?.key ?? true }}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const errorMessage = serverError
          ? message(serverError)
          : fieldState.invalid
            ? message(validateField(value, spec.rule))
            : null;
        const change = (next: string) => {
          onEdit(spec.name);
          field.onChange(next);
        };
        if (spec.control === 'select') {
          return (
            <SelectField
              label={spec.label}
              name={field.name}
              value={value}
              onChange={change}
              onBlur={field.onBlur}
              options={spec.options ?? []}
              isRequired={spec.rule.required}
              errorMessage={errorMessage}
              placeholder={t('common.pleaseSelect')}
              emptyLabel={t('profile.notSpecified')}
              triggerRef={field.ref}
              testId={field.name}
            />
          );
        }
        const blur = () => {
          // Spec §5: number fields are clamped when the user leaves them.
          const clamped = spec.clamp?.(value);
          if (clamped !== undefined && clamped !== value) field.onChange(clamped);
          field.onBlur();
        };
        return (
          <TextField
            label={spec.label}
            name={field.name}
            value={value}
            onChange={change}
            onBlur={blur}
            inputRef={field.ref}
            type={spec.type}
            inputMode={spec.inputMode}
            autoComplete={spec.autoComplete}
            isRequired={spec.rule.required}
            errorMessage={errorMessage}
            testId={field.name}
          />
        );
      }}
    />
  );
}
