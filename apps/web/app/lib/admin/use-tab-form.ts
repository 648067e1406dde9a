import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductTabProps } from './product-editor-tab.ts';
import { useAdminForm, type AdminFormOptions } from '../../ui/admin-kit/use-admin-form.ts';
import { notify } from '../../ui/toast.ts';
import { ADMIN_PRODUCTS_KEY } from './query-keys.ts';

type Options<V extends FieldValues, R> = Omit<AdminFormOptions<V, R>, 'invalidates' | 'onRefused'> & {
  onState: ProductTabProps['onState'];
  /** Whether a refusal by the shared rules gets the error toast too (a tab saved on its own: no). */
  toastRefusal?: boolean;
  /** Whether the product's cached reads are asked again after saving (not for stock, kept apart). */
  refreshProducts?: boolean;
  /** Whether values count as unchanged against the saved ones (default: equal). */
  unchanged?: (values: V, saved: V) => boolean;
};

/**
 * One tab of the product editor on the one form approach (decision 0063; here, as the tabs come from
 * two areas): 'Product saved' or 'Error
 * saving product' unless the tab has its own (the latter also when the shared rules refuse), the
 * product's cached reads asked again after
 * saving, and the tab's changes and Save reported to the editor (useProductTabStates), whose Save
 * saves every changed tab.
 */
export function useTabForm<V extends FieldValues, R = unknown>({
  onState,
  toastRefusal = true,
  refreshProducts = true,
  unchanged,
  savedKey = 'admin.productSaved',
  failedKey = 'admin.errorSavingProduct',
  ...options
}: Options<V, R>) {
  const { t } = useTranslation();
  const form = useAdminForm<V, R>({
    ...options,
    savedKey,
    failedKey,
    invalidates: refreshProducts ? ADMIN_PRODUCTS_KEY : undefined,
    onRefused: () => {
      if (toastRefusal && typeof failedKey === 'string') notify(t(failedKey), 'error');
    },
  });
  const { submit } = form;
  const isDirty = unchanged ? !unchanged(form.values, form.saved) : form.isDirty;
  useEffect(() => onState({ dirty: isDirty, save: () => submit() }), [onState, isDirty, submit]);
  return { ...form, isDirty };
}
