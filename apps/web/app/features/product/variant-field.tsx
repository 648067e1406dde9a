import { useId } from 'react';
import fieldStyles from '../../ui/field.module.css';
import { classNames } from '../../ui/class-names.ts';
import styles from './variant-field.module.css';

type Props = {
  legend: string;
  variants: readonly { id: string; name: string; inStock?: boolean }[];
  /** The chosen variant's id. */
  value: string | null;
  onChange: (variantId: string) => void;
  /** Said beside a sold-out variant, which cannot be chosen. */
  soldOutLabel?: string;
};

/**
 * The product page's variant choice: native radio buttons in a fieldset, one per variant. Not React
 * Aria's RadioGroup, whose code (radio group, focus scope, field and label hooks) was five of the page's
 * scripts loaded before the first paint; native radios give arrow keys, one tab stop and the group's
 * name to screen readers by themselves, and work before the page's scripts have run.
 */
export function VariantField({ legend, variants, value, onChange, soldOutLabel }: Props) {
  const name = useId();
  return (
    <fieldset className={classNames(fieldStyles.field, styles.group)} data-testid="product-variants">
      <legend className={classNames(fieldStyles.label, styles.legend)}>{legend}</legend>
      <div className={styles.options}>
        {variants.map((variant) => (
          <label
            key={variant.id}
            className={styles.option}
            data-testid="product-variant"
            data-sold-out={variant.inStock === false || undefined}
          >
            <input
              type="radio"
              className={styles.radio}
              name={name}
              checked={variant.id === value}
              value={variant.id}
              disabled={variant.inStock === false}
              onChange={() => onChange(variant.id)}
            />
            {variant.name}
            {variant.inStock === false && soldOutLabel && (
              <span className={styles.soldOut}> – {soldOutLabel}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
