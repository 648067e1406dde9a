import { formatMoneyInput, parseMoneyInput } from '@print/core/pricing/money-input';
import { validateScales, type ScaleInput } from '@print/core/pricing/price-list-rules';
import type { ValidationError } from '@print/core/validation/messages';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../ui/admin-kit/use-confirm-action.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import styles from './price-lists.module.css';

// Quantity scales as the admin edits them (price lists and simple pricing): quantity and price per
// single unit as typed, in the admin language's notation, each row checked by the shared rules.

export type ScaleRow = { key: string; variantId: string | null; quantity: string; price: string };

let serial = 0;
export const newRowKey = () => `row-${++serial}`;

export const rowsOf = (
  scales: readonly { variantId?: string | null; minQuantity: number; unitPriceMinor: number }[],
  locale: string,
  currency: string,
): ScaleRow[] =>
  scales.map((scale) => ({
    key: newRowKey(),
    variantId: scale.variantId ?? null,
    quantity: String(scale.minQuantity),
    price: formatMoneyInput(scale.unitPriceMinor, locale, currency),
  }));

/**
 * The rows as scales, or the errors per row (`scales.<row>.<field>`, as the server names them): what
 * cannot be read as a quantity or an amount, then the shared rules (repeated quantity, range).
 */
export function readScaleRows(
  rows: readonly ScaleRow[],
  locale: string,
  currency: string,
): { scales: ScaleInput[]; errors: Record<string, ValidationError> } {
  const errors: Record<string, ValidationError> = {};
  const scales = rows.map((row, index) => {
    const quantity = /^\s*\d{1,9}\s*$/.test(row.quantity) ? Number(row.quantity) : Number.NaN;
    const price = parseMoneyInput(row.price, locale, currency);
    if (price === null) errors[`scales.${index}.unitPriceMinor`] = { key: 'admin.priceScalePrice' };
    return { variantId: row.variantId, minQuantity: quantity, unitPriceMinor: price ?? 0 };
  });
  for (const error of validateScales(scales)) {
    errors[`scales.${error.row}.${error.field}`] ??= error.error;
  }
  return { scales, errors };
}

type Props = {
  rows: readonly ScaleRow[];
  onChange: (rows: ScaleRow[]) => void;
  /** The message of a row's field, e.g. fieldError('scales.2.minQuantity'). */
  fieldError: (name: string) => string | null;
  /** Variants a row may be for (price lists); without, every row is for all variants. */
  variants?: readonly { id: string; label: string }[];
  testId: string;
};

/** The rows with Add and Remove; removing a row asks first (spec §5). */
export function ScaleRows({ rows, onChange, fieldError, variants, testId }: Props) {
  const { t } = useTranslation();
  const ask = useConfirmAction();
  const update = (key: string, change: Partial<ScaleRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const remove = async (key: string) => {
    const confirmed = await ask({
      message: t('admin.removePriceScaleConfirm'),
      confirmLabel: t('admin.removePriceScale'),
    });
    if (confirmed) onChange(rows.filter((row) => row.key !== key));
  };
  const add = () => {
    const last = rows.at(-1);
    const quantity = last && /^\d+$/.test(last.quantity) ? String(Number(last.quantity) * 10) : '1';
    onChange([...rows, { key: newRowKey(), variantId: null, quantity, price: '' }]);
  };

  return (
    <div className={styles.scales} data-testid={testId}>
      {rows.length === 0 && <p className={styles.hint}>{t('admin.noPriceScales')}</p>}
      <ol className={styles.scaleList}>
        {rows.map((row, index) => (
          <li key={row.key} className={styles.scaleRow} data-testid={`${testId}-row-${index}`}>
            {variants && (
              <SelectField
                label={t('admin.scaleVariant')}
                name={`scales.${index}.variantId`}
                value={row.variantId ?? ''}
                onChange={(value) => update(row.key, { variantId: value === '' ? null : value })}
                options={variants}
                emptyLabel={t('admin.scaleAllVariants')}
                placeholder={t('admin.scaleAllVariants')}
                errorMessage={fieldError(`scales.${index}.variantId`)}
                testId={`${testId}-variant-${index}`}
              />
            )}
            <TextField
              label={t('admin.scaleQuantity')}
              name={`scales.${index}.minQuantity`}
              inputMode="numeric"
              isRequired
              value={row.quantity}
              onChange={(quantity) => update(row.key, { quantity })}
              errorMessage={fieldError(`scales.${index}.minQuantity`)}
              testId={`${testId}-quantity-${index}`}
            />
            <TextField
              label={t('admin.scaleUnitPrice')}
              name={`scales.${index}.unitPriceMinor`}
              inputMode="decimal"
              isRequired
              value={row.price}
              onChange={(price) => update(row.key, { price })}
              errorMessage={fieldError(`scales.${index}.unitPriceMinor`)}
              testId={`${testId}-price-${index}`}
            />
            <Button
              size="small"
              color="danger"
              className={styles.removeScale}
              onPress={() => void remove(row.key)}
              data-testid={`${testId}-remove-${index}`}
            >
              {t('admin.removePriceScale')}
            </Button>
          </li>
        ))}
      </ol>
      <Button size="small" color="secondary" onPress={add} data-testid={`${testId}-add`}>
        {t('admin.addPriceScale')}
      </Button>
    </div>
  );
}
