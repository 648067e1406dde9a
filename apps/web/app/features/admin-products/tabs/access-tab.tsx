import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../ui/admin-kit/use-confirm-action.ts';
import { CheckboxGroupField } from '../../../ui/checkbox.tsx';
import styles from '../../../ui/admin-kit/admin-page.module.css';
import { useRoleTexts } from '../../../lib/admin/right-labels.ts';
import { rolesQuery } from '../../../lib/admin/roles-query.ts';
import { updateProductAccess } from '../product-changes-api.ts';
import type { ProductTabProps } from '../../../lib/admin/product-editor-tab.ts';
import { categoryOptionsQuery } from '../product-list-api.ts';
import { productAccessQuery, type ProductAccess } from '../products-api.ts';
import { useTabSave } from '../use-tab-save.ts';
import tabStyles from '../product-tabs.module.css';
import { TabStatus } from './tab-status.tsx';

type Values = { categoryIds: string[]; accessRoles: string[] };

/** The names of the categories ticked before and not now (a removed one by its id, should it be gone). */
function leftCategories(
  before: readonly string[],
  after: readonly string[],
  options: readonly { id: string; label: string }[],
): string[] {
  return before
    .filter((id) => !after.includes(id))
    .map((id) => options.find((option) => option.id === id)?.label.trim() ?? id);
}

// The product editor's Category & Access tab (spec §2): its categories (from the whole tree) and the
// roles that may see and order it (none ticked: everyone its categories let in).
export default function AccessTab({ productId, onState }: ProductTabProps) {
  const query = useQuery(productAccessQuery(productId));
  if (!query.data) return <TabStatus query={query} />;
  return <AccessForm product={query.data} onState={onState} />;
}

function AccessForm({ product, onState }: { product: ProductAccess; onState: ProductTabProps['onState'] }) {
  const { t } = useTranslation();
  const { roleName } = useRoleTexts();
  const ask = useConfirmAction();
  const categories = useQuery(categoryOptionsQuery);
  // Only holders of roles.manage may list the roles; the product's own roles are offered always.
  const roles = useQuery({ ...rolesQuery, retry: false });
  const [saved, setSaved] = useState<Values>(() => ({
    categoryIds: [...product.categoryIds].sort(),
    accessRoles: [...product.accessRoles].sort(),
  }));
  const [values, setValues] = useState(saved);
  const form = useTabSave({
    fieldNames: ['categoryIds', 'accessRoles'],
    savedKey: 'admin.productSaved',
    failedKey: 'admin.errorSavingProduct',
  });
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const save = useCallback(async () => {
    // Spec §5: unlinking a product from a category needs a confirmation; declined, nothing is saved.
    const left = leftCategories(saved.categoryIds, values.categoryIds, categories.data ?? []);
    if (left.length > 0) {
      const confirmed = await ask({
        message: t('admin.productLeavesCategoriesConfirm', { categories: left.join(', ') }),
        confirmLabel: t('admin.categoryUnlinkProduct'),
      });
      if (!confirmed) return false;
    }
    return form.run(
      () => updateProductAccess(product.id, values.categoryIds, values.accessRoles),
      () => setSaved(values),
    );
  }, [ask, t, categories.data, saved.categoryIds, form, product.id, values]);
  useEffect(() => onState({ dirty, save }), [onState, dirty, save]);
  const roleNames = [
    ...new Set([...(roles.data ?? []).map((role) => role.name), ...saved.accessRoles]),
  ].filter((name) => name !== 'temporary');

  return (
    <div className={styles.form} data-testid="product-access">
      {form.notice && (
        <p className={styles.formError} role="alert">
          {form.notice}
        </p>
      )}
      <CheckboxGroupField
        label={t('admin.productCategories')}
        name="categoryIds"
        value={values.categoryIds}
        onChange={(categoryIds) => setValues((current) => ({ ...current, categoryIds: categoryIds.sort() }))}
        options={categories.data ?? []}
        errorMessage={form.fieldError('categoryIds')}
        className={tabStyles.categoryTree}
        testId="product-categories"
      />
      <CheckboxGroupField
        label={t('admin.productAccessRoles')}
        name="accessRoles"
        description={t('admin.productAccessAll')}
        value={values.accessRoles}
        onChange={(accessRoles) => setValues((current) => ({ ...current, accessRoles: accessRoles.sort() }))}
        options={roleNames.map((name) => ({ id: name, label: roleName(name) }))}
        errorMessage={form.fieldError('accessRoles')}
        testId="product-access-roles"
      />
    </div>
  );
}
