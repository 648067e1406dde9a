import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  TRACKING_KEYS,
  trackingModes,
  type InventoryFormValues,
} from './inventory-values.ts';
import type { ProductTabProps } from '../../lib/admin/product-editor-tab.ts';
import styles from './product-tabs.module.css';
import { useTabForm } from '../../lib/admin/use-tab-form.ts';

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
  const variantIds = inventory.variants.map((variant) => variant.id);
  const form = useTabForm({
    defaultValues: inventoryFormValues(inventory),
    rules: (values: InventoryFormValues) => inventoryInputOf(inventory.productId, values, variantIds).errors,
    onSubmit: (values) => saveStockSettings(inventoryInputOf(inventory.productId, values, variantIds).input),
    // The counts as stored (the server may have changed them meanwhile).
    onSaved: (stored) => {
      queryClient.setQueryData(productInventoryQuery(inventory.productId).queryKey, stored);
      return inventoryFormValues(stored);
    },
    fieldNames: ['stock', 'warningThreshold', ...variantIds.map((id) => `variants.${id}`)],
    savedKey: 'admin.stockSettingsSaved',
    failedKey: 'admin.errorSavingStockSettings',
    toastRefusal: false,
    refreshProducts: false,
    onState,
  });
  const { values, field } = form;
  const hasVariants = inventory.variants.length > 0;

  return (
    <section className={styles.tab} data-testid="inventory-tab">
      <div className={adminStyles.formGrid}>
        <SelectField
          label={t('admin.stockTracking')}
          {...field('tracking')}
          onChange={(tracking) => form.setValue('tracking', tracking as InventoryFormValues['tracking'])}
          options={trackingModes(hasVariants).map((mode) => ({ id: mode, label: t(TRACKING_KEYS[mode]) }))}
          testId="stock-tracking"
        />
        {values.tracking === 'product' && (
          <TextField
            label={t('admin.stockQuantity')}
            {...field('stock')}
            inputMode="numeric"
            isRequired
            testId="stock-product"
          />
        )}
        {values.tracking !== 'off' && (
          <TextField
            label={t('admin.stockWarningThreshold')}
            {...field('warningThreshold')}
            inputMode="numeric"
            description={t('admin.stockWarningThresholdHint')}
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
                {...field(`variants.${variant.id}`)}
                value={values.variants[variant.id] ?? ''}
                inputMode="numeric"
                isRequired
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
        <Button
          onPress={() => void form.submit()}
          isDisabled={form.isSubmitting}
          data-testid="save-stock-settings"
        >
          {t(form.isSubmitting ? 'common.saving' : 'admin.saveStockSettings')}
        </Button>
      </div>
    </section>
  );
}
