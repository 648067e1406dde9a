import { PRICE_LIST_CURRENCIES, validatePriceList } from '@print/core/pricing/price-list-rules';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AdminFormDialog } from '../../ui/admin-kit/admin-form-dialog.tsx';
import { useFormSave } from '../../ui/admin-kit/use-form-save.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { createPriceList, PRICE_LISTS_KEY, type PriceListInput } from './price-lists-api.ts';
import { taxCategoryOptions } from './tax-category-options.ts';

const FIELD_NAMES = ['name', 'currency', 'priceEntry', 'taxCategory'];

/** The fields a list is made of (the create dialog and the editor's settings). */
export function PriceListFields({
  values,
  onChange,
  fieldError,
  autoFocus = false,
}: {
  values: PriceListInput;
  onChange: (values: PriceListInput) => void;
  fieldError: (name: string) => string | null;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const set = (name: keyof PriceListInput) => (value: string) => onChange({ ...values, [name]: value });
  return (
    <div className={styles.formGrid}>
      <TextField
        label={t('admin.priceListName')}
        name="name"
        isRequired
        value={values.name}
        onChange={set('name')}
        errorMessage={fieldError('name')}
        autoFocus={autoFocus}
        testId="price-list-name"
      />
      <SelectField
        label={t('admin.priceListCurrency')}
        name="currency"
        isRequired
        value={values.currency}
        onChange={set('currency')}
        options={PRICE_LIST_CURRENCIES.map((code) => ({ id: code, label: code }))}
        errorMessage={fieldError('currency')}
        testId="price-list-currency"
      />
      <SelectField
        label={t('admin.priceListEntry')}
        name="priceEntry"
        isRequired
        value={values.priceEntry}
        onChange={set('priceEntry')}
        options={[
          { id: 'net', label: t('admin.priceListEntryNet') },
          { id: 'gross', label: t('admin.priceListEntryGross') },
        ]}
        errorMessage={fieldError('priceEntry')}
        testId="price-list-entry"
      />
      <SelectField
        label={t('admin.taxCategory')}
        name="taxCategory"
        isRequired
        value={values.taxCategory}
        onChange={set('taxCategory')}
        options={taxCategoryOptions(t)}
        errorMessage={fieldError('taxCategory')}
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
  const [values, setValues] = useState(EMPTY);
  // A ref: onSaved runs in the render the save started from, before a state update would show.
  const createdId = useRef<string | null>(null);
  const form = useFormSave({
    save: async (input: PriceListInput) => {
      createdId.current = (await createPriceList(input)).id;
    },
    fieldNames: FIELD_NAMES,
    savedKey: 'admin.priceListCreated',
    failedKey: 'admin.errorCreatingPriceList',
    invalidates: PRICE_LISTS_KEY,
    onSaved: () => {
      onClose();
      if (createdId.current) void navigate(`/admin/price-lists/${createdId.current}`);
    },
  });
  const submit = () => {
    const result = validatePriceList(values);
    if (result.valid) form.save(values);
    else form.refuse(result.errors, result.formError);
  };
  return (
    <AdminFormDialog
      title={t('admin.newPriceList')}
      isDirty={JSON.stringify(values) !== JSON.stringify(EMPTY)}
      isSaving={form.isSaving}
      notice={form.notice}
      onSubmit={submit}
      onClose={onClose}
      size="medium"
      testId="price-list-form"
      saveTestId="price-list"
    >
      <PriceListFields values={values} onChange={setValues} fieldError={form.fieldError} autoFocus />
    </AdminFormDialog>
  );
}
