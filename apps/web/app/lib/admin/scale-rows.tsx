import { formatMoneyInput, parseMoneyInput } from '@print/core/pricing/money-input';
import { validateScale, validateScales, type ScaleInput } from '@print/core/pricing/price-list-rules';
import type { ValidationError } from '@print/core/validation/messages';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { BoundField } from '../../ui/form/use-app-form.ts';
import styles from './scale-rows.module.css';

// Quantity scales as the admin types them (a product's simple pricing as rows, a price list's one at a
// time): quantity and price per single unit in the admin language's notation, checked by the shared
// rules.

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

type ScaleField = keyof ScaleInput;

/** One row as a scale, or its errors per field: what cannot be read as a quantity or an amount, then the shared rules. */
export function readScaleRow(
  row: ScaleRow,
  locale: string,
  currency: string,
): { scale: ScaleInput; errors: Partial<Record<ScaleField, ValidationError>> } {
  const quantity = /^\s*\d{1,9}\s*$/.test(row.quantity) ? Number(row.quantity) : Number.NaN;
  const price = parseMoneyInput(row.price, locale, currency);
  const scale = { variantId: row.variantId, minQuantity: quantity, unitPriceMinor: price ?? 0 };
  const errors = validateScale(scale);
  if (price === null) errors.unitPriceMinor = { key: 'admin.priceScalePrice' };
  return { scale, errors };
}

/**
 * The rows as scales, or the errors per row (`scales.<row>.<field>`, as the server names them): each
 * row's own, then what only the rows together show (a repeated quantity).
 */
export function readScaleRows(
  rows: readonly ScaleRow[],
  locale: string,
  currency: string,
): { scales: ScaleInput[]; errors: Record<string, ValidationError> } {
  const errors: Record<string, ValidationError> = {};
  const scales = rows.map((row, index) => {
    const read = readScaleRow(row, locale, currency);
    for (const [field, error] of Object.entries(read.errors)) errors[`scales.${index}.${field}`] = error;
    return read.scale;
  });
  for (const error of validateScales(scales)) {
    errors[`scales.${error.row}.${error.field}`] ??= error.error;
  }
  return { scales, errors };
}

/** A new row's quantity: ten times the last row's, or than `after`; 1 for the very first scale. */
export function nextQuantity(rows: readonly ScaleRow[], after?: number): string {
  const last = rows.at(-1);
  if (last) return /^\d+$/.test(last.quantity) ? String(Number(last.quantity) * 10) : '';
  return after ? String(after * 10) : '1';
}

/** A row's inputs, by the names the server gives their errors (`scales.<row>.<field>`). */
const SCALE_FIELDS = { quantity: 'minQuantity', price: 'unitPriceMinor' } as const;
export type ScaleRowPart = keyof typeof SCALE_FIELDS;
export const scaleInputName = (index: number, part: ScaleRowPart) => `scales.${index}.${SCALE_FIELDS[part]}`;
/** The names of the rows' inputs (a form's `fieldNames`). */
export const scaleInputNames = (rows: readonly ScaleRow[]) =>
  rows.flatMap((_row, index) => [scaleInputName(index, 'quantity'), scaleInputName(index, 'price')]);

type Props = {
  /** The rows as typed: the form's values. */
  rows: readonly ScaleRow[];
  /** Binds a row's input (the form's `field`, named by scaleInputName). */
  field: (index: number, part: ScaleRowPart) => BoundField<string>;
  onAdd: (row: ScaleRow) => void;
  onRemove: (index: number) => void;
  testId: string;
  /**
   * The quantity the rows follow (1 beside a simple price, which applies from 1): the first row added
   * starts above it, never as a second "from 1".
   */
  after?: number;
};

/** The rows with Add and Remove; removing a row asks first (spec §5). */
export function ScaleRows({ rows, field, onAdd, onRemove, testId, after }: Props) {
  const { t } = useTranslation();
  const ask = useConfirmAction();
  const remove = async (index: number) => {
    const confirmed = await ask({
      message: t('admin.removePriceScaleConfirm'),
      confirmLabel: t('admin.removePriceScale'),
    });
    if (confirmed) onRemove(index);
  };
  const add = () =>
    onAdd({ key: newRowKey(), variantId: null, quantity: nextQuantity(rows, after), price: '' });

  return (
    <div className={styles.scales} data-testid={testId}>
      {rows.length === 0 && <p className={styles.hint}>{t('admin.noQuantityScales')}</p>}
      <ol className={styles.scaleList}>
        {rows.map((row, index) => (
          <li key={row.key} className={styles.scaleRow} data-testid={`${testId}-row-${index}`}>
            <TextField
              label={t('admin.scaleQuantity')}
              {...field(index, 'quantity')}
              inputMode="numeric"
              isRequired
              testId={`${testId}-quantity-${index}`}
            />
            <TextField
              label={t('admin.scaleUnitPrice')}
              {...field(index, 'price')}
              inputMode="decimal"
              isRequired
              testId={`${testId}-price-${index}`}
            />
            <Button
              size="small"
              color="danger"
              className={styles.removeScale}
              onPress={() => void remove(index)}
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
