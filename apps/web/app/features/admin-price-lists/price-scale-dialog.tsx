import { useTranslation } from 'react-i18next';
import { AdminFormDialog } from '../../ui/admin-kit/admin-form-dialog.tsx';
import { useAdminForm } from '../../ui/admin-kit/use-admin-form.ts';
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
 * sent. Save pressed twice sends once (the form's guard; the server adds the same scale once anyway).
 */
export function PriceScaleDialog({ list, scale, variants, newVariantId, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const form = useAdminForm({
    defaultValues: scale
      ? rowsOf([scale], locale, list.currency)[0]!
      : ({ key: newRowKey(), variantId: newVariantId, quantity: '', price: '' } as ScaleRow),
    rules: (row) =>
      Object.fromEntries(
        Object.entries(readScaleRow(row, locale, list.currency).errors).map(([field, error]) => [
          `scale.${field}`,
          error,
        ]),
      ),
    onSubmit: (row) =>
      savePriceScale(list.id, scale?.id ?? '', readScaleRow(row, locale, list.currency).scale),
    fieldNames: FIELD_NAMES,
    savedKey: scale ? 'admin.priceScaleSaved' : 'admin.priceScaleAdded',
    failedKey: 'admin.errorSavingPriceScale',
    invalidates: PRICE_LISTS_KEY,
    onSaved: onClose,
  });
  const { field } = form;
  const variant = field('variantId', 'scale.variantId');

  return (
    // The editor around the table is a form too: the dialog's submit must not reach it through the portal.
    <div onSubmit={(event) => event.stopPropagation()}>
      <AdminFormDialog
        title={t(scale ? 'admin.editPriceScale' : 'admin.addPriceScale')}
        isDirty={form.isDirty}
        isSaving={form.isSubmitting}
        notice={form.notice}
        onSubmit={() => void form.submit()}
        onClose={onClose}
        size="medium"
        testId="price-scale-form"
        saveTestId="price-scale"
      >
        <div className={adminStyles.formGrid}>
          {variants.length > 0 && (
            <SelectField
              label={t('admin.scaleVariant')}
              {...variant}
              value={variant.value ?? ''}
              onChange={(value) => variant.onChange(value === '' ? null : value)}
              options={variants}
              emptyLabel={t('admin.scaleAllVariants')}
              placeholder={t('admin.scaleAllVariants')}
              testId="price-scale-variant"
            />
          )}
          <TextField
            label={t('admin.scaleQuantity')}
            {...field('quantity', 'scale.minQuantity')}
            inputMode="numeric"
            isRequired
            autoFocus
            testId="price-scale-quantity"
          />
          <TextField
            label={`${t('admin.scaleUnitPrice')} (${list.currency})`}
            {...field('price', 'scale.unitPriceMinor')}
            inputMode="decimal"
            isRequired
            testId="price-scale-price"
          />
        </div>
      </AdminFormDialog>
    </div>
  );
}
