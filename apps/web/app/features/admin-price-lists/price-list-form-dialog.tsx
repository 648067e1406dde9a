import { PRICE_LIST_CURRENCIES, validatePriceList } from '@print/core/pricing/price-list-rules';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AdminFormDialog } from '../../ui/admin-kit/admin-form-dialog.tsx';
import { useAdminForm } from '../../ui/admin-kit/use-admin-form.ts';
import type { AppForm } from '../../ui/form/use-app-form.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { createPriceList, PRICE_LISTS_KEY, type PriceListInput } from './price-lists-api.ts';
import { taxCategoryOptions } from './tax-category-options.ts';

const FIELD_NAMES = ['name', 'currency', 'priceEntry', 'taxCategory'];

/** The fields a list is made of (the create dialog and the editor's settings). */
export function PriceListFields({
  form,
  autoFocus = false,
}: {
  form: AppForm<PriceListInput>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { field } = form;
  return (
    <div className={styles.formGrid}>
      <TextField
        label={t('admin.priceListName')}
        {...field('name')}
        isRequired
        autoFocus={autoFocus}
        testId="price-list-name"
      />
      <SelectField
        label={t('admin.priceListCurrency')}
        {...field('currency')}
        isRequired
        options={PRICE_LIST_CURRENCIES.map((code) => ({ id: code, label: code }))}
        testId="price-list-currency"
      />
      <SelectField
        label={t('admin.priceListEntry')}
        {...field('priceEntry')}
        onChange={(entry) => form.setValue('priceEntry', entry === 'gross' ? 'gross' : 'net')}
        isRequired
        options={[
          { id: 'net', label: t('admin.priceListEntryNet') },
          { id: 'gross', label: t('admin.priceListEntryGross') },
        ]}
        testId="price-list-entry"
      />
      <SelectField
        label={t('admin.taxCategory')}
        {...field('taxCategory')}
        isRequired
        options={taxCategoryOptions(t)}
        testId="price-list-tax-category"
      />
    </div>
  );
}

const EMPTY: PriceListInput = { name: '', currency: 'EUR', priceEntry: 'net', taxCategory: 'standard' };

/** Creates a price list ('Price list name required'; 'Error creating price list'), then opens its editor. */
export function PriceListFormDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useAdminForm({
    defaultValues: EMPTY,
    rules: validatePriceList,
    onSubmit: async (input: PriceListInput) => (await createPriceList(input)).id,
    fieldNames: FIELD_NAMES,
    savedKey: 'admin.priceListCreated',
    failedKey: 'admin.errorCreatingPriceList',
    invalidates: PRICE_LISTS_KEY,
    onSaved: (createdId) => {
      onClose();
      void navigate(`/admin/price-lists/${createdId}`);
    },
  });
  return (
    <AdminFormDialog
      title={t('admin.newPriceList')}
      isDirty={form.isDirty}
      isSaving={form.isSubmitting}
      notice={form.notice}
      onSubmit={() => void form.submit()}
      onClose={onClose}
      size="medium"
      testId="price-list-form"
      saveTestId="price-list"
    >
      <PriceListFields form={form} autoFocus />
    </AdminFormDialog>
  );
}
