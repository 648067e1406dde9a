import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import type { Ref } from 'react';
import { classNames } from './class-names.ts';
import styles from './field.module.css';

export type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  isRequired?: boolean;
  /** Already translated (see useValidationMessage); null or '' when the value is fine. */
  errorMessage?: string | null;
  description?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search' | 'date' | 'datetime-local';
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search';
  autoComplete?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  maxLength?: number;
  autoFocus?: boolean;
  /** Added to the field's wrapper (label, input and messages). */
  className?: string;
  /** `data-testid` of the input, for end-to-end tests. */
  testId?: string;
};

/**
 * A labelled text input: a red * marks required fields (spec §5) and the validation message is
 * announced with the field. Validation itself runs outside (shared rules from @print/core).
 */
export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  isRequired = false,
  errorMessage,
  description,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  inputRef,
  maxLength,
  autoFocus,
  className,
  testId,
}: TextFieldProps) {
  return (
    <AriaTextField
      className={classNames(styles.field, className)}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      maxLength={maxLength}
      autoFocus={autoFocus}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      // Show our translated messages instead of the browser's native bubbles.
      validationBehavior="aria"
    >
      <Label className={styles.label}>
        {label}
        {isRequired && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </Label>
      <Input className={styles.input} ref={inputRef} placeholder={placeholder} data-testid={testId} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
