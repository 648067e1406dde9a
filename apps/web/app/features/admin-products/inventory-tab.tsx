import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { TextField } from '../../ui/text-field.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { productInventoryQuery, saveStockSettings, type ProductInventory } from './inventory-api.ts';
import {
  inventoryFormValues,
  inventoryInputOf,
  sameInventoryValues,
  TRACKING_KEYS,
  trackingModes,
  type InventoryFormValues,
} from './inventory-values.ts';
import type { ProductTabProps } from '../../lib/admin/product-editor-tab.ts';
import styles from './product-tabs.module.css';
import { useSingleTabSave } from './use-single-tab-save.ts';

const isInventoryField = (name: string) =>
  name === 'stock' || name === 'warningThreshold' || name.startsWith('variants.');

/**
 * Inventory Management (spec §2, §4 "Stock settings are saved directly"; decision 0047): not tracked,
 * one count for the product, or one per variant, and the warning threshold. Saved at once by its own
 * button ('Stock settings saved'); unsaved counts also go with the editor's Save.
 */
export default function InventoryTab({ productId, onState }: ProductTabProps) {
  const { t } = useTranslation();
  const query = useQuery(productInventoryQuery(productId));
  if (!query.data) {
    return (
      <p className={adminStyles.notice} role="status">
        {t(query.isError ? 'common.genericError' : 'common.loading')}
      </p>
    );
  }
  return <InventoryForm key={query.dataUpdatedAt} inventory={query.data} onState={onState} />;
}

function InventoryForm({
  inventory,
  onState,
}: {
  inventory: ProductInventory;
  onState: ProductTabProps['onState'];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => inventoryFormValues(inventory));
  const [values, setValues] = useState(saved);
  const form = useSingleTabSave({
    fieldNames: isInventoryField,
    savedKey: 'admin.stockSettingsSaved',
    failedKey: 'admin.errorSavingStockSettings',
  });
  const variantIds = inventory.variants.map((variant) => variant.id);
  const dirty = !sameInventoryValues(values, saved);

  const save = async (): Promise<boolean> => {
    const { input, errors } = inventoryInputOf(inventory.productId, values, variantIds);
    if (Object.keys(errors).length) {
      form.refuse(errors);
      return false;
    }
    return form.run(async () => {
      const stored = await saveStockSettings(input);
      queryClient.setQueryData(productInventoryQuery(inventory.productId).queryKey, stored);
      const next = inventoryFormValues(stored);
      setSaved(next);
      setValues(next);
    });
  };

  useEffect(() => {
    onState({ dirty, save });
  });

  const set = (patch: Partial<InventoryFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const hasVariants = inventory.variants.length > 0;

  return (
    <section className={styles.tab} data-testid="inventory-tab">
      <div className={adminStyles.formGrid}>
        <SelectField
          label={t('admin.stockTracking')}
          name="tracking"
          value={values.tracking}
          onChange={(tracking) => set({ tracking: tracking as InventoryFormValues['tracking'] })}
          options={trackingModes(hasVariants).map((mode) => ({ id: mode, label: t(TRACKING_KEYS[mode]) }))}
          testId="stock-tracking"
        />
        {values.tracking === 'product' && (
          <TextField
            label={t('admin.stockQuantity')}
            name="stock"
            inputMode="numeric"
            isRequired
            value={values.stock}
            onChange={(stock) => set({ stock })}
            errorMessage={form.fieldError('stock')}
            testId="stock-product"
          />
        )}
        {values.tracking !== 'off' && (
          <TextField
            label={t('admin.stockWarningThreshold')}
            name="warningThreshold"
            inputMode="numeric"
            description={t('admin.stockWarningThresholdHint')}
            value={values.warningThreshold}
            onChange={(warningThreshold) => set({ warningThreshold })}
            errorMessage={form.fieldError('warningThreshold')}
            testId="stock-threshold"
          />
        )}
      </div>
      {values.tracking === 'variants' && (
        <ul className={styles.stockList} aria-label={t('admin.stockTrackingVariants')}>
          {inventory.variants.map((variant) => (
            <li
              key={variant.id}
              className={styles.stockRow}
              data-testid="stock-variant"
              data-code={variant.code}
            >
              <TextField
                label={`${variant.name} (${variant.code})`}
                name={`variants.${variant.id}`}
                inputMode="numeric"
                isRequired
                value={values.variants[variant.id] ?? ''}
                onChange={(stock) => set({ variants: { ...values.variants, [variant.id]: stock } })}
                errorMessage={form.fieldError(`variants.${variant.id}`)}
                testId={`stock-variant-${variant.code}`}
              />
              <span className={adminStyles.chips}>
                {variant.stock === 0 && <StatusChip tone="danger">{t('admin.stockSoldOut')}</StatusChip>}
                {!variant.published && (
                  <StatusChip tone="neutral">{t('admin.productUnpublished')}</StatusChip>
                )}
                {variant.archived && <StatusChip tone="warning">{t('admin.productArchived')}</StatusChip>}
              </span>
            </li>
          ))}
        </ul>
      )}
      {form.notice && (
        <p className={adminStyles.formError} role="alert">
          {form.notice}
        </p>
      )}
      <div className={adminStyles.formActions}>
        <Button onPress={() => void save()} isDisabled={form.isSaving} data-testid="save-stock-settings">
          {t(form.isSaving ? 'common.saving' : 'admin.saveStockSettings')}
        </Button>
      </div>
    </section>
  );
}
