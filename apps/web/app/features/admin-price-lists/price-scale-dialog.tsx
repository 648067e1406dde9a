import type { ScaleInput } from '@print/core/pricing/price-list-rules';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFormDialog } from '../../ui/admin-kit/admin-form-dialog.tsx';
import { useFormSave } from '../../ui/admin-kit/use-form-save.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { savePriceScale, type PriceScale } from './price-list-scales-api.ts';
import { PRICE_LISTS_KEY } from './price-lists-api.ts';
import { newRowKey, readScaleRow, rowsOf, type ScaleRow } from '../../lib/admin/scale-rows.tsx';

// The server names a scale's errors `scale.<field>`; the inputs carry the same names.
const FIELD_NAMES = ['scale.variantId', 'scale.minQuantity', 'scale.unitPriceMinor'];

type Props = {
  list: { id: string; currency: string };
  /** The scale to change, or null to add one. */
  scale: PriceScale | null;
  /** The variants a scale may be for; none: every scale is for all variants. */
  variants: readonly { id: string; label: string }[];
  /** A new scale's variant (the one the table is filtered by), null: for all variants. */
  newVariantId: string | null;
  onClose: () => void;
};

/**
 * Adds or changes one scale of a price list: variant, quantity and price per single unit, checked by
 * the shared rules here and on the server. Saved at once, on its own: the list's other scales are not
 * sent. Save pressed twice sends once (and the server adds the same scale once anyway).
 */
export function PriceScaleDialog({ list, scale, variants, newVariantId, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [initial] = useState<ScaleRow>(() =>
    scale
      ? rowsOf([scale], locale, list.currency)[0]!
      : { key: newRowKey(), variantId: newVariantId, quantity: '', price: '' },
  );
  const [row, setRow] = useState(initial);
  const sending = useRef(false);
  const form = useFormSave({
    save: async (input: ScaleInput) => {
      try {
        return await savePriceScale(list.id, scale?.id ?? '', input);
      } finally {
        sending.current = false;
      }
    },
    fieldNames: FIELD_NAMES,
    savedKey: scale ? 'admin.priceScaleSaved' : 'admin.priceScaleAdded',
    failedKey: 'admin.errorSavingPriceScale',
    invalidates: PRICE_LISTS_KEY,
    onSaved: onClose,
  });
  const set = (patch: Partial<ScaleRow>) => setRow((current) => ({ ...current, ...patch }));

  const submit = () => {
    if (sending.current) return;
    const read = readScaleRow(row, locale, list.currency);
    const errors = Object.entries(read.errors);
    if (errors.length) {
      form.refuse(Object.fromEntries(errors.map(([field, error]) => [`scale.${field}`, error])), null);
      return;
    }
    sending.current = true;
    form.save(read.scale);
  };

  return (
    // The editor around the table is a form too: the dialog's submit must not reach it through the portal.
    <div onSubmit={(event) => event.stopPropagation()}>
      <AdminFormDialog
        title={t(scale ? 'admin.editPriceScale' : 'admin.addPriceScale')}
        isDirty={JSON.stringify(row) !== JSON.stringify(initial)}
        isSaving={form.isSaving}
        notice={form.notice}
        onSubmit={submit}
        onClose={onClose}
        size="medium"
        testId="price-scale-form"
        saveTestId="price-scale"
      >
        <div className={adminStyles.formGrid}>
          {variants.length > 0 && (
            <SelectField
              label={t('admin.scaleVariant')}
              name="scale.variantId"
              value={row.variantId ?? ''}
              onChange={(value) => set({ variantId: value === '' ? null : value })}
              options={variants}
              emptyLabel={t('admin.scaleAllVariants')}
              placeholder={t('admin.scaleAllVariants')}
              errorMessage={form.fieldError('scale.variantId')}
              testId="price-scale-variant"
            />
          )}
          <TextField
            label={t('admin.scaleQuantity')}
            name="scale.minQuantity"
            inputMode="numeric"
            isRequired
            autoFocus
            value={row.quantity}
            onChange={(quantity) => set({ quantity })}
            errorMessage={form.fieldError('scale.minQuantity')}
            testId="price-scale-quantity"
          />
          <TextField
            label={`${t('admin.scaleUnitPrice')} (${list.currency})`}
            name="scale.unitPriceMinor"
            inputMode="decimal"
            isRequired
            value={row.price}
            onChange={(price) => set({ price })}
            errorMessage={form.fieldError('scale.unitPriceMinor')}
            testId="price-scale-price"
          />
        </div>
      </AdminFormDialog>
    </div>
  );
}
