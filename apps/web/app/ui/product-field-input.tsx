import type { ProductField } from '@print/core/print/product-field';
import { clampNumber } from '@print/core/validation/clamp-number';
import { FieldError, Label, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { classNames } from './class-names.ts';
import { ColourInput } from './colour-input.tsx';
import fieldStyles from './field.module.css';
import styles from './product-field-input.module.css';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import type { TextFieldProps } from './text-field.tsx';

// One personalisation field of a product form (the shop's product form and the admin's live preview of
// it): text-like inputs, a select with its options' labels in the shopper's language, and a colour.

export type FieldInputProps = {
  field: ProductField;
  label: string;
  value: string;
  isRequired: boolean;
  /** An empty mandatory field the shopper tried to go on without (spec §3 showRequiredHighlights). */
  isHighlighted: boolean;
  /** Already translated; null when there is nothing to say. */
  errorMessage: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** select: the choices, labelled in the shopper's language. */
  options?: readonly { value: string; label: string }[];
  /** Label of the select's empty choice (optional selects). */
  emptyLabel?: string;
};

const INPUT_TYPES: Partial<Record<ProductField['type'], Pick<TextFieldProps, 'type' | 'inputMode'>>> = {
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
  url: { type: 'url', inputMode: 'url' },
  number: { type: 'text', inputMode: 'numeric' },
};

/** A number field's value on blur (spec §5): clamped to min/max and up to the step; other text stays. */
export function clampedNumber(field: ProductField, value: string): string {
  if (value.trim() === '' || Number.isNaN(Number(value))) return value;
  const { min, max, step } = field;
  return String(
    clampNumber(Number(value), {
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(step !== undefined ? { step } : {}),
    }),
  );
}

/** One personalisation field: label tied to the input, red * when mandatory, message below. */
export function FieldInput(props: FieldInputProps) {
  const { field, label, value, isRequired, isHighlighted, errorMessage, onChange, onBlur } = props;
  const wrapper = classNames(styles.field, isHighlighted && styles.highlighted);
  if (field.type === 'select') {
    return (
      <div className={wrapper} data-highlighted={isHighlighted || undefined}>
        <SelectField
          label={label}
          name={field.name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          isRequired={isRequired}
          errorMessage={errorMessage}
          options={(
            props.options ?? (field.options ?? []).map((option) => ({ value: option, label: option }))
          ).map((option) => ({ id: option.value, label: option.label }))}
          {...(props.emptyLabel !== undefined ? { emptyLabel: props.emptyLabel } : {})}
          testId={`form-field-${field.name}`}
        />
      </div>
    );
  }
  if (field.type === 'colour') {
    return (
      <div className={wrapper} data-highlighted={isHighlighted || undefined}>
        <ColourInput
          name={field.name}
          label={label}
          value={value}
          isRequired={isRequired}
          errorMessage={errorMessage}
          onChange={onChange}
          onBlur={onBlur}
          testId={`form-field-${field.name}`}
        />
      </div>
    );
  }
  if (field.type === 'textarea') {
    return (
      <AriaTextField
        className={classNames(fieldStyles.field, wrapper)}
        name={field.name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        isRequired={isRequired}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        data-highlighted={isHighlighted || undefined}
      >
        <Label className={fieldStyles.label}>
          {label}
          {isRequired && (
            <span className={fieldStyles.required} aria-hidden="true">
              {' *'}
            </span>
          )}
        </Label>
        <TextArea
          className={classNames(fieldStyles.input, styles.textarea)}
          rows={4}
          data-testid={`form-field-${field.name}`}
        />
        <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      </AriaTextField>
    );
  }
  return (
    <div className={wrapper} data-highlighted={isHighlighted || undefined}>
      <TextField
        label={label}
        name={field.name}
        value={value}
        onChange={onChange}
        onBlur={() => {
          // Spec §5: a number is clamped on blur (min, max, step of the field).
          if (field.type === 'number') {
            const clamped = clampedNumber(field, value);
            if (clamped !== value) onChange(clamped);
          }
          onBlur();
        }}
        isRequired={isRequired}
        errorMessage={errorMessage}
        {...(INPUT_TYPES[field.type] ?? {})}
        testId={`form-field-${field.name}`}
      />
    </div>
  );
}
