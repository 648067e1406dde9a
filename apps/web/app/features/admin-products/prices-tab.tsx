import { formatMoneyInput, parseMoneyInput } from '@print/core/pricing/money-input';
import type { ValidationError } from '@print/core/validation/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { PriceTable } from '../../ui/price-table.tsx';
import {
  readScaleRows,
  rowsOf,
  scaleInputName,
  scaleInputNames,
  ScaleRows,
  type ScaleRow,
} from '../../lib/admin/scale-rows.tsx';
import styles from '../../lib/admin/scale-rows.module.css';
import tabStyles from './product-tabs.module.css';
import type { ProductTabProps } from '../../lib/admin/product-editor-tab.ts';
import {
  pricePreviewQuery,
  PRODUCT_PRICING_KEY,
  productPricingQuery,
  saveProductPricing,
  type PricingInput,
  type PricingSettings,
} from './prices-tab-api.ts';
import { useTabForm } from '../../lib/admin/use-tab-form.ts';

type Mode = 'simple' | 'priceList';
type Draft = { mode: Mode; priceListId: string; simplePrice: string; rows: ScaleRow[] };

const draftOf = (data: PricingSettings, locale: string): Draft => {
  const pricing = data.productPricing;
  return {
    mode: pricing.pricingMode,
    priceListId: pricing.priceListId ?? '',
    simplePrice:
      pricing.simplePriceMinor === null || pricing.simplePriceMinor === undefined
        ? ''
        : formatMoneyInput(pricing.simplePriceMinor, locale, pricing.currency),
    rows: rowsOf(pricing.scales, locale, pricing.currency),
  };
};
const comparable = (draft: Draft) =>
  JSON.stringify({ ...draft, rows: draft.rows.map(({ key: _k, ...row }) => row) });

/** The draft as the server takes it, or the errors per field when something cannot be read. */
function inputOf(draft: Draft, locale: string, currency: string) {
  if (draft.mode === 'priceList') {
    return {
      input: { pricingMode: 'priceList', priceListId: draft.priceListId || null } as PricingInput,
      errors: {},
    };
  }
  const errors: Record<string, ValidationError> = {};
  const price = draft.simplePrice.trim() === '' ? null : parseMoneyInput(draft.simplePrice, locale, currency);
  if (draft.simplePrice.trim() !== '' && price === null)
    errors.simplePriceMinor = { key: 'admin.priceScalePrice' };
  const scales = readScaleRows(draft.rows, locale, currency);
  Object.assign(errors, scales.errors);
  const input: PricingInput = {
    pricingMode: 'simple',
    simplePriceMinor: price,
    scales: scales.scales.map(({ minQuantity, unitPriceMinor }) => ({ minQuantity, unitPriceMinor })),
  };
  return { input, errors };
}

/**
 * The product editor's Price Management tab (spec §4): simple pricing (a price plus quantity scales)
 * or a price list; switching from a list to simple pricing asks first. Beside it the price table as
 * the shop will show it, computed by the server's pricing from what is typed.
 */
export default function PricesTab({ productId, onState }: ProductTabProps) {
  const { t } = useTranslation();
  const loaded = useQuery(productPricingQuery(productId));
  // Not keyed by the answer: asking again after a save must not replace what is being typed.
  if (!loaded.data) return <p role="status">{t('common.loading')}</p>;
  return <PricesForm productId={productId} settings={loaded.data} onState={onState} />;
}

function PricesForm({ productId, settings, onState }: ProductTabProps & { settings: PricingSettings }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const ask = useConfirmAction();
  const queryClient = useQueryClient();
  const currency = settings.productPricing.currency;
  const form = useTabForm<Draft>({
    defaultValues: draftOf(settings, locale),
    // What cannot be read, at its input; the first of it also above (a scale row may be far down).
    rules: (draft) => {
      const { errors } = inputOf(draft, locale, currency);
      return { errors, formError: Object.values(errors)[0] ?? null };
    },
    onSubmit: (draft) => saveProductPricing(productId, inputOf(draft, locale, currency).input),
    onSaved: () => queryClient.invalidateQueries({ queryKey: PRODUCT_PRICING_KEY }),
    fieldNames: (draft) => ['priceListId', 'simplePriceMinor', ...scaleInputNames(draft.rows)],
    savedKey: 'admin.pricingSaved',
    failedKey: 'admin.errorSavingPricing',
    refreshProducts: false,
    // A row's own key is no change.
    unchanged: (draft, saved) => comparable(draft) === comparable(saved),
    onState,
  });
  const { values, field } = form;
  // The rows as an array value (not useFieldArray: its code would land in the chunk the shop's form
  // pages share with the admin, over their size budgets).
  const rowsNow = () => form.form.getValues('rows');
  const current = inputOf(values, locale, currency);
  const preview = useQuery(
    pricePreviewQuery(productId, Object.keys(current.errors).length === 0 ? current.input : null),
  );

  const lists = settings.priceLists.items.filter((list) => !list.archived || list.id === values.priceListId);
  const setMode = async (mode: string) => {
    if (mode === values.mode) return;
    // Spec §4: simple pricing replaces the price list configuration, only after confirmation.
    if (mode === 'simple' && values.priceListId) {
      const confirmed = await ask({
        message: t('admin.switchToSimplePricingConfirm'),
        confirmLabel: t('common.confirm'),
      });
      if (!confirmed) return;
    }
    form.setValue('mode', mode as Mode);
  };

  return (
    <div className={tabStyles.pricing} data-testid="prices-tab">
      <div className={styles.scales}>
        <SelectField
          label={t('admin.pricingMode')}
          {...field('mode', 'pricingMode')}
          onChange={(mode) => void setMode(mode)}
          options={[
            { id: 'simple', label: t('admin.pricingModeSimple') },
            { id: 'priceList', label: t('admin.pricingModePriceList') },
          ]}
          testId="pricing-mode"
        />
        {values.mode === 'priceList' ? (
          <>
            <SelectField
              label={t('admin.choosePriceList')}
              {...field('priceListId')}
              isRequired
              options={lists.map((list) => ({
                id: list.id,
                label: `${list.name} (${list.currency}, ${t(list.priceEntry === 'gross' ? 'admin.priceListEntryGross' : 'admin.priceListEntryNet')})`,
              }))}
              placeholder={t('admin.noPriceListChosen')}
              testId="pricing-price-list"
            />
            {values.priceListId && (
              <Link to={`/admin/price-lists/${values.priceListId}`}>{t('admin.editPriceList')}</Link>
            )}
          </>
        ) : (
          <>
            <p className={styles.hint} data-testid="pricing-entered-as">
              {t(
                settings.productPricing.pricesEnteredAs === 'gross'
                  ? 'admin.pricesEnteredGross'
                  : 'admin.pricesEnteredNet',
              )}
            </p>
            <TextField
              label={t('admin.simplePrice')}
              {...field('simplePrice', 'simplePriceMinor')}
              inputMode="decimal"
              testId="pricing-simple-price"
            />
            <h3>{t('admin.priceScales')}</h3>
            <ScaleRows
              rows={values.rows}
              field={(index, part) => field(`rows.${index}.${part}`, scaleInputName(index, part))}
              onAdd={(row) => form.setValue('rows', [...rowsNow(), row])}
              onRemove={(index) =>
                form.setValue(
                  'rows',
                  rowsNow().filter((_row, at) => at !== index),
                )
              }
              testId="pricing-scales"
              after={values.simplePrice.trim() ? 1 : undefined}
            />
          </>
        )}
        {form.notice && <p role="alert">{form.notice}</p>}
      </div>
      {/* The shop's own price table, so the admin sees exactly what shoppers will see. */}
      <section aria-live="polite" data-testid="price-preview">
        <p className={styles.hint}>{t('admin.pricePreview')}</p>
        {preview.data?.length ? (
          <PriceTable
            rows={preview.data}
            priceDisplay={settings.productPricing.priceDisplay}
            taxRateBasisPoints={settings.productPricing.taxRateBasisPoints}
            headingLevel={3}
          />
        ) : (
          <p>{t('admin.pricePreviewEmpty')}</p>
        )}
      </section>
    </div>
  );
}
