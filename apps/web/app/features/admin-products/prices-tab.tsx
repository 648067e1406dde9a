import { formatMoneyInput, parseMoneyInput } from '@print/core/pricing/money-input';
import type { ValidationError } from '@print/core/validation/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formFailure, NO_FORM_FAILURE, type FormFailure } from '../../lib/api/user-input-error.ts';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { PriceTable } from '../../ui/price-table.tsx';
import { notify } from '../../ui/toast.ts';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import { readScaleRows, rowsOf, ScaleRows, type ScaleRow } from '../../lib/admin/scale-rows.tsx';
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
import { notifyFailure } from '../../ui/notify-failure.ts';

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
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const ask = useConfirmAction();
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const loaded = useQuery(productPricingQuery(productId));
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saved, setSaved] = useState<Draft | null>(null);
  const [failure, setFailure] = useState<FormFailure>(NO_FORM_FAILURE);
  if (loaded.data && draft === null) {
    const initial = draftOf(loaded.data, locale);
    setDraft(initial);
    setSaved(initial);
  }
  const currency = loaded.data?.productPricing.currency ?? 'EUR';
  const current = draft ? inputOf(draft, locale, currency) : null;
  const previewInput = current && Object.keys(current.errors).length === 0 ? current.input : null;
  const preview = useQuery(pricePreviewQuery(productId, previewInput));
  const dirty = draft !== null && saved !== null && comparable(draft) !== comparable(saved);

  const save = useMutation({
    mutationFn: (input: PricingInput) => saveProductPricing(productId, input),
    onSuccess: async () => {
      notify(t('admin.pricingSaved'), 'success');
      setSaved(draft);
      await queryClient.invalidateQueries({ queryKey: PRODUCT_PRICING_KEY });
    },
    onError: (error) => {
      notifyFailure(t, error, 'admin.errorSavingPricing');
      const names = [
        'priceListId',
        'simplePriceMinor',
        ...(draft?.rows ?? []).flatMap((_r, i) => [`scales.${i}.minQuantity`, `scales.${i}.unitPriceMinor`]),
      ];
      setFailure(formFailure(error, names));
    },
  });
  const { mutateAsync } = save;

  const saveTab = useMemo(
    () => async (): Promise<boolean> => {
      if (!current) return false;
      if (Object.keys(current.errors).length) {
        setFailure({ fields: current.errors, notice: Object.values(current.errors)[0]! });
        notify(t('admin.errorSavingPricing'), 'error');
        return false;
      }
      setFailure(NO_FORM_FAILURE);
      try {
        await mutateAsync(current.input);
        return true;
      } catch {
        return false;
      }
    },
    [current, mutateAsync, t],
  );
  useEffect(() => onState({ dirty, save: saveTab }), [dirty, saveTab, onState]);

  if (!loaded.data || !draft) return <p role="status">{t('common.loading')}</p>;
  const lists = loaded.data.priceLists.items.filter(
    (list) => !list.archived || list.id === draft.priceListId,
  );
  const fieldError = (name: string) => message(failure.fields[name]);
  const setMode = async (mode: string) => {
    if (mode === draft.mode) return;
    // Spec §4: simple pricing replaces the price list configuration, only after confirmation.
    if (mode === 'simple' && draft.priceListId) {
      const confirmed = await ask({
        message: t('admin.switchToSimplePricingConfirm'),
        confirmLabel: t('common.confirm'),
      });
      if (!confirmed) return;
    }
    setDraft({ ...draft, mode: mode as Mode });
  };

  return (
    <div className={tabStyles.pricing} data-testid="prices-tab">
      <div className={styles.scales}>
        <SelectField
          label={t('admin.pricingMode')}
          name="pricingMode"
          value={draft.mode}
          onChange={(mode) => void setMode(mode)}
          options={[
            { id: 'simple', label: t('admin.pricingModeSimple') },
            { id: 'priceList', label: t('admin.pricingModePriceList') },
          ]}
          testId="pricing-mode"
        />
        {draft.mode === 'priceList' ? (
          <>
            <SelectField
              label={t('admin.choosePriceList')}
              name="priceListId"
              isRequired
              value={draft.priceListId}
              onChange={(priceListId) => setDraft({ ...draft, priceListId })}
              options={lists.map((list) => ({
                id: list.id,
                label: `${list.name} (${list.currency}, ${t(list.priceEntry === 'gross' ? 'admin.priceListEntryGross' : 'admin.priceListEntryNet')})`,
              }))}
              placeholder={t('admin.noPriceListChosen')}
              errorMessage={fieldError('priceListId')}
              testId="pricing-price-list"
            />
            {draft.priceListId && (
              <Link to={`/admin/price-lists/${draft.priceListId}`}>{t('admin.editPriceList')}</Link>
            )}
          </>
        ) : (
          <>
            <p className={styles.hint} data-testid="pricing-entered-as">
              {t(
                loaded.data.productPricing.pricesEnteredAs === 'gross'
                  ? 'admin.pricesEnteredGross'
                  : 'admin.pricesEnteredNet',
              )}
            </p>
            <TextField
              label={t('admin.simplePrice')}
              name="simplePriceMinor"
              inputMode="decimal"
              value={draft.simplePrice}
              onChange={(simplePrice) => setDraft({ ...draft, simplePrice })}
              errorMessage={fieldError('simplePriceMinor')}
              testId="pricing-simple-price"
            />
            <h3>{t('admin.priceScales')}</h3>
            <ScaleRows
              rows={draft.rows}
              onChange={(rows) => setDraft({ ...draft, rows })}
              fieldError={fieldError}
              testId="pricing-scales"
              after={draft.simplePrice.trim() ? 1 : undefined}
            />
          </>
        )}
        {failure.notice && <p role="alert">{message(failure.notice)}</p>}
      </div>
      {/* The shop's own price table, so the admin sees exactly what shoppers will see. */}
      <section aria-live="polite" data-testid="price-preview">
        <p className={styles.hint}>{t('admin.pricePreview')}</p>
        {preview.data?.length ? (
          <PriceTable
            rows={preview.data}
            priceDisplay={loaded.data.productPricing.priceDisplay}
            taxRateBasisPoints={loaded.data.productPricing.taxRateBasisPoints}
            headingLevel={3}
          />
        ) : (
          <p>{t('admin.pricePreviewEmpty')}</p>
        )}
      </section>
    </div>
  );
}
