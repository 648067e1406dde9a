import { CATEGORY_DISPLAY_MODES, CATEGORY_LINK_TARGETS } from '@print/core/catalog/category-admin';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import type { AppForm } from '../../ui/form/use-app-form.ts';
import type { CategoryFormValues } from './category-form-values.ts';
import { StaticProductsEditor } from './static-products-editor.tsx';

type Props = { form: AppForm<CategoryFormValues>; canWrite: boolean };

const TARGET_KEYS = { same: 'admin.categoryLinkSameWindow', new: 'admin.categoryLinkNewWindow' } as const;
const MODE_KEYS = {
  random: 'admin.categoryDisplayRandom',
  newest: 'admin.categoryDisplayNewest',
  static: 'admin.categoryDisplayStatic',
} as const;

/** Link URL and target, the display mode of the navigation preview, and the static product list. */
export function CategoryDisplayTab({ form, canWrite }: Props) {
  const { t } = useTranslation();
  const { field } = form;
  const staticProducts = form.field('staticProducts', 'staticProductIds');
  return (
    <>
      <div className={styles.formGrid}>
        <TextField
          label={t('admin.categoryLinkUrl')}
          {...field('linkUrl')}
          type="url"
          placeholder="https://… /…"
          testId="category-link-url"
        />
        <SelectField
          label={t('admin.categoryLinkTarget')}
          {...field('linkTarget')}
          onChange={(target) => form.setValue('linkTarget', target as CategoryFormValues['linkTarget'])}
          options={CATEGORY_LINK_TARGETS.map((target) => ({ id: target, label: t(TARGET_KEYS[target]) }))}
          testId="category-link-target"
        />
        <SelectField
          label={t('admin.categoryDisplayMode')}
          {...field('displayMode')}
          onChange={(mode) => form.setValue('displayMode', mode as CategoryFormValues['displayMode'])}
          options={CATEGORY_DISPLAY_MODES.map((mode) => ({ id: mode, label: t(MODE_KEYS[mode]) }))}
          testId="category-display-mode"
        />
      </div>
      {form.values.displayMode === 'static' && (
        <StaticProductsEditor
          products={staticProducts.value}
          onChange={staticProducts.onChange}
          canWrite={canWrite}
          errorMessage={staticProducts.errorMessage}
        />
      )}
    </>
  );
}
