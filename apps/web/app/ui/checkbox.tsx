import { Checkbox as AriaCheckbox, CheckboxGroup, FieldError, Label, Text } from 'react-aria-components';
import type { ReactNode, Ref } from 'react';
import { classNames } from './class-names.ts';
import { CheckIcon } from './icons.tsx';
import fieldStyles from './field.module.css';
import styles from './checkbox.module.css';

export type CheckboxProps = {
  children: ReactNode;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  name?: string;
  isDisabled?: boolean;
  className?: string;
  /** `data-testid` of the label, for end-to-end tests. */
  testId?: string;
  /** The native input, so a form library can focus the checkbox when it holds the first error. */
  inputRef?: Ref<HTMLInputElement>;
  isInvalid?: boolean;
  /** The id of the element that explains the error. */
  errorId?: string;
  /** null: a box of its own inside a React Aria table cell, not the table's row selection. */
  slot?: null;
};

/** The box (a tick when selected) shared by single checkboxes and group options. */
function Box({ isSelected }: { isSelected: boolean }) {
  return (
    <span className={styles.box} aria-hidden="true">
      {isSelected && <CheckIcon />}
    </span>
  );
}

/** One labelled checkbox on React Aria (space toggles it; the whole label is the hit area). */
export function Checkbox({
  children,
  isSelected,
  onChange,
  name,
  isDisabled,
  className,
  testId,
  inputRef,
  isInvalid,
  errorId,
  slot,
}: CheckboxProps) {
  return (
    <AriaCheckbox
      slot={slot}
      className={classNames(styles.checkbox, className)}
      isSelected={isSelected}
      onChange={onChange}
      name={name}
      isDisabled={isDisabled}
      data-testid={testId}
      {...(inputRef ? { inputRef } : {})}
      {...(isInvalid ? { isInvalid: true } : {})}
      {...(errorId ? { 'aria-describedby': errorId } : {})}
    >
      {({ isSelected: selected }) => (
        <>
          <Box isSelected={selected} />
          <span className={styles.text}>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}

export type CheckboxOption = { id: string; label: string; description?: string; isDisabled?: boolean };

export type CheckboxGroupFieldProps = {
  label: string;
  name: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  options: readonly CheckboxOption[];
  /** Already translated; null or '' when the value is fine. */
  errorMessage?: string | null;
  description?: string;
  className?: string;
  testId?: string;
};

/** A labelled set of checkboxes choosing several values (roles of a user, rights of a role). */
export function CheckboxGroupField({
  label,
  name,
  value,
  onChange,
  options,
  errorMessage,
  description,
  className,
  testId,
}: CheckboxGroupFieldProps) {
  return (
    <CheckboxGroup
      className={classNames(fieldStyles.field, className)}
      name={name}
      value={[...value]}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      data-testid={testId}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <div className={styles.options}>
        {options.map((option) => (
          <AriaCheckbox
            key={option.id}
            value={option.id}
            isDisabled={option.isDisabled}
            className={styles.checkbox}
            data-testid={testId ? `${testId}-${option.id}` : undefined}
          >
            {({ isSelected }) => (
              <>
                <Box isSelected={isSelected} />
                <span className={styles.text}>
                  {option.label}
                  {option.description && <span className={styles.hint}>{option.description}</span>}
                </span>
              </>
            )}
          </AriaCheckbox>
        ))}
      </div>
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </CheckboxGroup>
  );
}
