import { CATEGORY_DISPLAY_MODES, CATEGORY_LINK_TARGETS } from '@print/core/catalog/category-admin';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import type { CategoryFormValues } from './category-form-values.ts';
import { StaticProductsEditor } from './static-products-editor.tsx';

type Props = {
  values: CategoryFormValues;
  canWrite: boolean;
  onChange: (change: Partial<CategoryFormValues>) => void;
  fieldError: (name: string) => string | null;
};

const TARGET_KEYS = { same: 'admin.categoryLinkSameWindow', new: 'admin.categoryLinkNewWindow' } as const;
const MODE_KEYS = {
  random: 'admin.categoryDisplayRandom',
  newest: 'admin.categoryDisplayNewest',
  static: 'admin.categoryDisplayStatic',
} as const;

/** Link URL and target, the display mode of the navigation preview, and the static product list. */
export function CategoryDisplayTab({ values, canWrite, onChange, fieldError }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.formGrid}>
        <TextField
          label={t('admin.categoryLinkUrl')}
          name="linkUrl"
          type="url"
          placeholder="https://… /…"
          value={values.linkUrl}
          onChange={(linkUrl) => onChange({ linkUrl })}
          errorMessage={fieldError('linkUrl')}
          testId="category-link-url"
        />
        <SelectField
          label={t('admin.categoryLinkTarget')}
          name="linkTarget"
          value={values.linkTarget}
          onChange={(linkTarget) => onChange({ linkTarget: linkTarget as CategoryFormValues['linkTarget'] })}
          options={CATEGORY_LINK_TARGETS.map((target) => ({ id: target, label: t(TARGET_KEYS[target]) }))}
          testId="category-link-target"
        />
        <SelectField
          label={t('admin.categoryDisplayMode')}
          name="displayMode"
          value={values.displayMode}
          onChange={(mode) => onChange({ displayMode: mode as CategoryFormValues['displayMode'] })}
          options={CATEGORY_DISPLAY_MODES.map((mode) => ({ id: mode, label: t(MODE_KEYS[mode]) }))}
          testId="category-display-mode"
        />
      </div>
      {values.displayMode === 'static' && (
        <StaticProductsEditor
          products={values.staticProducts}
          onChange={(staticProducts) => onChange({ staticProducts })}
          canWrite={canWrite}
          errorMessage={fieldError('staticProductIds')}
        />
      )}
    </>
  );
}
