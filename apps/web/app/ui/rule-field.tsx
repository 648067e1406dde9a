import type { ValidationError } from '@print/core/validation/messages';
import { validateField } from '@print/core/validation/validate-field';
import type { FieldRule } from '@print/core/validation/validate-field';
import { Controller } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from './select-field.tsx';
import type { SelectOption } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import type { TextFieldProps } from './text-field.tsx';
import { useValidationMessage } from './use-validation-message.ts';

/** How one input of a rule-checked form is rendered and checked. Texts are already translated. */
export type FieldSpec = {
  /** The input's `name` and its path in the form values (dots for nested values). */
  name: string;
  label: string;
  rule: FieldRule;
  control: 'text' | 'select';
  type?: TextFieldProps['type'];
  inputMode?: TextFieldProps['inputMode'];
  autoComplete?: string;
  options?: SelectOption[];
  /** Number fields: the value after blur (spec §5 clamping). */
  clamp?: (value: string) => string;
};

export type RuleFieldProps = {
  form: UseFormReturn<FieldValues>;
  spec: FieldSpec;
  /** The server's error for this input, shown until the value changes. */
  serverError?: ValidationError;
  /** Called when the user changes the value (clears the server's error). */
  onEdit: (name: string) => void;
};

/**
 * One input on react-hook-form, checked with the shared rule (@print/core) on blur and on submit (then
 * on every change); a form with a resolver checks it there instead. The message is recomputed from the
 * value at render time, so it follows a language switch; the form's own error key is the fallback for
 * a failure the field's rule alone does not see (a resolver checks the trimmed value).
 */
export function RuleField({ form, spec, serverError, onEdit }: RuleFieldProps) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  return (
    <Controller
      name={spec.name}
      control={form.control}
      rules={{ validate: (value) => validateField(value, spec.rule)?.key ?? true }}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const formKey = fieldState.error?.message;
        const errorMessage = serverError
          ? message(serverError)
          : fieldState.invalid
            ? message(validateField(value, spec.rule) ?? (formKey ? { key: formKey } : null))
            : null;
        const change = (next: string) => {
          onEdit(spec.name);
          field.onChange(next);
        };
        // The options only, no "not specified" choice: spec §3 lists the salutations as Mr., Mrs., Diverse.
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
