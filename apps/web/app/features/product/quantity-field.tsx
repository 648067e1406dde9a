import { useId } from 'react';
import { classNames } from '../../ui/class-names.ts';
import fieldStyles from '../../ui/field.module.css';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import styles from './quantity-field.module.css';

export type QuantityOption = { id: string; label: string };

type Props = {
  label: string;
  /** The chosen option's id. */
  value: string;
  onChange: (value: string) => void;
  options: readonly QuantityOption[];
  className?: string;
  testId?: string;
};

/**
 * The product page's quantity: a native select styled like the other fields. Not React Aria's Select
 * (ui/select-field.tsx): its list box, pop-over and collection code took eight of the page's 24
 * scripts, all loaded before the first paint on a phone (Lighthouse: first and largest paint 2.9–3.5 s).
 * The native control is labelled, keyboard- and screen-reader-operable by itself, opens the phone's own
 * picker, and works before the page's scripts have run.
 */
export function QuantityField({ label, value, onChange, options, className, testId }: Props) {
  const id = useId();
  return (
    <div className={classNames(fieldStyles.field, className)}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          name="quantity"
          className={classNames(fieldStyles.input, styles.select)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </div>
    </div>
  );
}
