import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductTabProps } from '../../lib/admin/product-editor-tab.ts';
import { useAdminForm, type AdminFormOptions } from '../../ui/admin-kit/use-admin-form.ts';
import { notify } from '../../ui/toast.ts';
import { ADMIN_PRODUCTS_KEY } from './products-api.ts';

type Options<V extends FieldValues, R> = Omit<
  AdminFormOptions<V, R>,
  'savedKey' | 'failedKey' | 'invalidates' | 'onRefused'
> & { onState: ProductTabProps['onState'] };

/**
 * One tab of the product editor on the one form approach (decision 0063): 'Product saved' or 'Error
 * saving product' (also when the shared rules refuse), the product's cached reads asked again after
 * saving, and the tab's changes and Save reported to the editor (useProductTabStates), whose Save
 * saves every changed tab.
 */
export function useTabForm<V extends FieldValues, R = unknown>({ onState, ...options }: Options<V, R>) {
  const { t } = useTranslation();
  const form = useAdminForm<V, R>({
    ...options,
    savedKey: 'admin.productSaved',
    failedKey: 'admin.errorSavingProduct',
    invalidates: ADMIN_PRODUCTS_KEY,
    onRefused: () => notify(t('admin.errorSavingProduct'), 'error'),
  });
  const { isDirty, submit } = form;
  useEffect(() => onState({ dirty: isDirty, save: () => submit() }), [onState, isDirty, submit]);
  return form;
}
