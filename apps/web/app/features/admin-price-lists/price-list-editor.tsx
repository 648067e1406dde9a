import { validatePriceList } from '@print/core/pricing/price-list-rules';
import { useTranslation } from 'react-i18next';
import { AdminEditor } from '../../ui/admin-kit/admin-editor.tsx';
import { useAdminForm } from '../../ui/admin-kit/use-admin-form.ts';
import { notify } from '../../ui/toast.ts';
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
  const form = useAdminForm({
    defaultValues: {
      name: list.name,
      currency: list.currency,
      priceEntry: list.priceEntry,
      taxCategory: list.taxCategory,
    } as PriceListInput,
    rules: (settings) => {
      const checked = validatePriceList(settings);
      // Above the tabs too: the wrong input may be on the settings tab while another is shown.
      return {
        errors: checked.errors,
        formError: checked.formError ?? Object.values(checked.errors)[0] ?? null,
      };
    },
    onRefused: () => notify(t('admin.errorSavingPriceList'), 'error'),
    onSubmit: (input) => updatePriceList(list.id, input),
    fieldNames: FIELD_NAMES,
    savedKey: 'admin.priceListSaved',
    failedKey: 'admin.errorSavingPriceList',
    invalidates: PRICE_LISTS_KEY,
  });
  const variants = list.variants.map((variant) => ({ id: variant.id, label: variantLabel(variant) }));

  return (
    <AdminEditor
      title={list.archived ? `${list.name} (${t('admin.priceListArchived')})` : list.name}
      isDirty={form.isDirty}
      isSaving={form.isSubmitting}
      onSave={form.submit}
      closeTo="/admin/price-lists"
      notice={form.notice}
      testId="price-list-editor"
      tabs={[
        {
          id: 'settings',
          label: t('admin.priceListTabSettings'),
          content: <PriceListFields form={form} />,
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
