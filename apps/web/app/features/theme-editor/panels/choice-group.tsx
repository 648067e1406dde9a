import { useId } from 'react';
import styles from './panels.module.css';

/** One of a few options as radio buttons drawn side by side (arrow keys move between them). */
export function ChoiceGroup<Value extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  testId: string;
}) {
  const name = useId();
  return (
    <fieldset className={styles.choices} data-testid={testId}>
      <legend className={styles.fieldLabel}>{label}</legend>
      <div className={styles.choiceRow}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              data-testid={`${testId}-${option.value}`}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
