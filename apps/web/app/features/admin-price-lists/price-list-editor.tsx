import { validatePriceList } from '@print/core/pricing/price-list-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formFailure, NO_FORM_FAILURE, type FormFailure } from '../../lib/api/user-input-error.ts';
import { AdminEditor } from '../../ui/admin-kit/admin-editor.tsx';
import { notify } from '../../ui/toast.ts';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import { PriceListFields } from './price-list-form-dialog.tsx';
import { PriceListFilesPanel } from './price-list-files-panel.tsx';
import {
  PRICE_LISTS_KEY,
  updatePriceList,
  type PriceListDetail,
  type PriceListInput,
} from './price-lists-api.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { PriceListScales } from './price-list-scales.tsx';
import { variantLabel } from './price-scale-columns.tsx';
import { notifyFailure } from '../../ui/notify-failure.ts';

const FIELD_NAMES = ['name', 'currency', 'priceEntry', 'taxCategory'];

/**
 * The price list editor: name, currency, net or gross entry, tax category (spec §9), the scales for
 * all variants or for one variant of the products using the list, and import/export. Save saves the
 * settings; scales are saved one at a time as they are added, changed or removed (a list may hold
 * 10,000), so leaving with unsaved settings asks Save & Close or Discard.
 */
export function PriceListEditor({ list, onImported }: { list: PriceListDetail; onImported: () => void }) {
  const { t } = useTranslation();
  const { session } = useShell();
  const canWrite = session?.rights.includes('prices.write') ?? false;
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const initialSettings: PriceListInput = {
    name: list.name,
    currency: list.currency,
    priceEntry: list.priceEntry,
    taxCategory: list.taxCategory,
  };
  const [settings, setSettings] = useState(initialSettings);
  const [failure, setFailure] = useState<FormFailure>(NO_FORM_FAILURE);
  const [saved, setSaved] = useState(initialSettings);
  const isDirty = JSON.stringify(settings) !== JSON.stringify(saved);

  const save = useMutation({
    mutationFn: (input: PriceListInput) => updatePriceList(list.id, input),
    onSuccess: async (_list, input) => {
      notify(t('admin.priceListSaved'), 'success');
      setSaved(input);
      await queryClient.invalidateQueries({ queryKey: PRICE_LISTS_KEY });
    },
    onError: (error) => {
      notifyFailure(t, error, 'admin.errorSavingPriceList');
      setFailure(formFailure(error, FIELD_NAMES));
    },
  });

  const onSave = async (): Promise<boolean> => {
    const checked = validatePriceList(settings);
    if (!checked.valid) {
      setFailure({ fields: checked.errors, notice: checked.formError ?? Object.values(checked.errors)[0]! });
      notify(t('admin.errorSavingPriceList'), 'error');
      return false;
    }
    setFailure(NO_FORM_FAILURE);
    try {
      await save.mutateAsync(settings);
      return true;
    } catch {
      return false;
    }
  };
  const fieldError = (name: string) => message(failure.fields[name]);
  const variants = list.variants.map((variant) => ({ id: variant.id, label: variantLabel(variant) }));

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
          content: <PriceListScales list={list} variants={variants} canWrite={canWrite} />,
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
