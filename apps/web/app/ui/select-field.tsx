import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import type { Key } from 'react-aria-components';
import type { Ref } from 'react';
import { classNames } from './class-names.ts';
import { ChevronDownIcon } from './icons.tsx';
import fieldStyles from './field.module.css';
import styles from './select-field.module.css';

export type SelectOption = { id: string; label: string };

export type SelectFieldProps = {
  label: string;
  name: string;
  /** '' when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly SelectOption[];
  isRequired?: boolean;
  /** Already translated (see useValidationMessage); null or '' when the value is fine. */
  errorMessage?: string | null;
  description?: string;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /**
   * Label of a first choice that clears the value (optional fields only); without it a chosen
   * value cannot be taken back.
   */
  emptyLabel?: string;
  /** Focus target for the form library (the trigger button). */
  triggerRef?: Ref<HTMLButtonElement>;
  className?: string;
  /** `data-testid` of the trigger button, for end-to-end tests. */
  testId?: string;
};

// A key no option is expected to use; choosing it clears the value (React Aria has no '' key).
const EMPTY_KEY = '__none__';

/**
 * A labelled single choice on React Aria's Select (keyboard and screen-reader behaviour built in),
 * styled like TextField: red * for required fields (spec §5), message under the field. A hidden
 * native select carries `name` and the value, so browser autofill and form tests see it.
 */
export function SelectField({
  label,
  name,
  value,
  onChange,
  onBlur,
  options,
  isRequired = false,
  errorMessage,
  description,
  placeholder,
  emptyLabel,
  triggerRef,
  className,
  testId,
}: SelectFieldProps) {
  const items: SelectOption[] =
    emptyLabel !== undefined && !isRequired
      ? [{ id: EMPTY_KEY, label: emptyLabel }, ...options]
      : [...options];
  const selected = value !== '' && options.some((option) => option.id === value) ? value : null;
  return (
    <Select
      className={classNames(fieldStyles.field, styles.select, className)}
      name={name}
      value={selected}
      onChange={(key: Key | null) => onChange(key === null || key === EMPTY_KEY ? '' : String(key))}
      onBlur={onBlur}
      placeholder={placeholder}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      // Show our translated messages instead of the browser's native bubbles.
      validationBehavior="aria"
    >
      <Label className={fieldStyles.label}>
        {label}
        {isRequired && (
          <span className={fieldStyles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </Label>
      <Button className={classNames(fieldStyles.input, styles.trigger)} ref={triggerRef} data-testid={testId}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </Button>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.list} items={items}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
