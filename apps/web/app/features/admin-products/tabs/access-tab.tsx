import { useQuery } from '@tanstack/react-query';
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
import { useTabForm } from '../../../lib/admin/use-tab-form.ts';
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
  const form = useTabForm({
    defaultValues: {
      categoryIds: [...product.categoryIds].sort(),
      accessRoles: [...product.accessRoles].sort(),
    } as Values,
    // Spec §5: unlinking a product from a category needs a confirmation; declined, nothing is saved.
    beforeSubmit: async (values, saved) => {
      const left = leftCategories(saved.categoryIds, values.categoryIds, categories.data ?? []);
      if (left.length === 0) return true;
      return ask({
        message: t('admin.productLeavesCategoriesConfirm', { categories: left.join(', ') }),
        confirmLabel: t('admin.categoryUnlinkProduct'),
      });
    },
    onSubmit: (values) => updateProductAccess(product.id, values.categoryIds, values.accessRoles),
    fieldNames: ['categoryIds', 'accessRoles'],
    onState,
  });
  const { field, saved } = form;
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
        {...field('categoryIds')}
        onChange={(categoryIds) => form.setValue('categoryIds', categoryIds.sort())}
        options={categories.data ?? []}
        className={tabStyles.categoryTree}
        testId="product-categories"
      />
      <CheckboxGroupField
        label={t('admin.productAccessRoles')}
        {...field('accessRoles')}
        onChange={(accessRoles) => form.setValue('accessRoles', accessRoles.sort())}
        description={t('admin.productAccessAll')}
        options={roleNames.map((name) => ({ id: name, label: roleName(name) }))}
        testId="product-access-roles"
      />
    </div>
  );
}
