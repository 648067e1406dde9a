import type { ProductField } from '@print/core/print/product-field';
import { FieldError, Label, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { classNames } from '../../ui/class-names.ts';
import fieldStyles from '../../ui/field.module.css';
import { TextField } from '../../ui/text-field.tsx';
import type { TextFieldProps } from '../../ui/text-field.tsx';
import styles from './product-form.module.css';

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
};

const INPUT_TYPES: Partial<Record<ProductField['type'], Pick<TextFieldProps, 'type' | 'inputMode'>>> = {
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
  url: { type: 'url', inputMode: 'url' },
  number: { type: 'text', inputMode: 'numeric' },
};

/** One text-like personalisation field: label tied to the input, red * when mandatory, message below. */
export function FieldInput({
  field,
  label,
  value,
  isRequired,
  isHighlighted,
  errorMessage,
  onChange,
  onBlur,
}: FieldInputProps) {
  const wrapper = classNames(styles.field, isHighlighted && styles.highlighted);
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
        onBlur={onBlur}
        isRequired={isRequired}
        errorMessage={errorMessage}
        {...(INPUT_TYPES[field.type] ?? {})}
        testId={`form-field-${field.name}`}
      />
    </div>
  );
}
