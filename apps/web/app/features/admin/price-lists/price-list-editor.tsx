import { validatePriceList } from '@print/core/pricing/price-list-rules';
import type { ValidationError } from '@print/core/validation/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formFailure, NO_FORM_FAILURE, type FormFailure } from '../../../lib/api/user-input-error.ts';
import { AdminEditor } from '../../../ui/admin-kit/admin-editor.tsx';
import { notify } from '../../../ui/toast.ts';
import { useValidationMessage } from '../../../ui/use-validation-message.ts';
import { PriceListFields } from './price-list-form-dialog.tsx';
import { PriceListFilesPanel } from './price-list-files-panel.tsx';
import {
  PRICE_LISTS_KEY,
  updatePriceList,
  type PriceListDetail,
  type PriceListInput,
} from './price-lists-api.ts';
import { readScaleRows, rowsOf, ScaleRows, type ScaleRow } from './scale-rows.tsx';

const FIELD_NAMES = ['name', 'currency', 'priceEntry', 'taxCategory'];

/**
 * The price list editor: name, currency, net or gross entry, tax category (spec §9), the scales for
 * all variants or for one variant of the products using the list, and import/export. Leaving with
 * unsaved changes asks Save & Close or Discard.
 */
export function PriceListEditor({ list, onImported }: { list: PriceListDetail; onImported: () => void }) {
  const { t, i18n } = useTranslation();
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const locale = i18n.language;
  const initialSettings: PriceListInput = {
    name: list.name,
    currency: list.currency,
    priceEntry: list.priceEntry,
    taxCategory: list.taxCategory,
  };
  const [settings, setSettings] = useState(initialSettings);
  const [initialRows] = useState(() => rowsOf(list.scales, locale, list.currency));
  const [rows, setRows] = useState<ScaleRow[]>(initialRows);
  const [failure, setFailure] = useState<FormFailure>(NO_FORM_FAILURE);
  const [saved, setSaved] = useState({ settings: initialSettings, rows: initialRows });
  const scaleNames = rows.flatMap((_row, i) => [
    `scales.${i}.minQuantity`,
    `scales.${i}.unitPriceMinor`,
    `scales.${i}.variantId`,
  ]);
  const isDirty =
    JSON.stringify(settings) !== JSON.stringify(saved.settings) ||
    JSON.stringify(rows.map(({ key: _key, ...row }) => row)) !==
      JSON.stringify(saved.rows.map(({ key: _key, ...row }) => row));

  const save = useMutation({
    mutationFn: (input: { settings: PriceListInput; scales: Parameters<typeof updatePriceList>[2] }) =>
      updatePriceList(list.id, input.settings, input.scales),
    onSuccess: async () => {
      notify(t('admin.priceListSaved'), 'success');
      setSaved({ settings, rows });
      await queryClient.invalidateQueries({ queryKey: PRICE_LISTS_KEY });
    },
    onError: (error) => {
      notify(t('admin.errorSavingPriceList'), 'error');
      setFailure(formFailure(error, [...FIELD_NAMES, ...scaleNames]));
    },
  });

  const onSave = async (): Promise<boolean> => {
    const checked = validatePriceList(settings);
    const scales = readScaleRows(rows, locale, settings.currency);
    const errors: Record<string, ValidationError> = { ...checked.errors, ...scales.errors };
    if (Object.keys(errors).length) {
      setFailure({ fields: errors, notice: checked.formError ?? Object.values(errors)[0]! });
      notify(t('admin.errorSavingPriceList'), 'error');
      return false;
    }
    setFailure(NO_FORM_FAILURE);
    try {
      await save.mutateAsync({ settings, scales: scales.scales });
      return true;
    } catch {
      return false;
    }
  };
  const fieldError = (name: string) => message(failure.fields[name]);
  const variants = list.variants.map((variant) => ({
    id: variant.id,
    label: `${variant.code} – ${variant.productName} ${variant.name}`,
  }));

  return (
    <AdminEditor
      title={list.archived ? `${list.name} (${t('admin.priceListArchived')})` : list.name}
      isDirty={isDirty}
      isSaving={save.isPending}
      onSave={onSave}
      closeTo="/admin/price-lists"
      notice={message(failure.notice)}
      testId="price-list-editor"
      tabs={[
        {
          id: 'settings',
          label: t('admin.priceListTabSettings'),
          content: <PriceListFields values={settings} onChange={setSettings} fieldError={fieldError} />,
        },
        {
          id: 'scales',
          label: t('admin.priceListTabScales'),
          content: (
            <ScaleRows
              rows={rows}
              onChange={setRows}
              fieldError={fieldError}
              variants={variants.length ? variants : undefined}
              testId="price-list-scales"
            />
          ),
        },
        {
          id: 'files',
          label: t('admin.priceListTabFiles'),
          content: <PriceListFilesPanel list={list} onImported={onImported} />,
        },
      ]}
    />
  );
}
