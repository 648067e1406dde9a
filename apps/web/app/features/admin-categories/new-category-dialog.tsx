import { validateCategoryInput, type CategoryInput } from '@print/core/catalog/category-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminFormDialog } from '../../ui/admin-kit/admin-form-dialog.tsx';
import { useAdminForm } from '../../ui/admin-kit/use-admin-form.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { CATEGORIES_KEY, createCategory, type AdminCategory } from './categories-api.ts';
import { parentOptions } from './parent-options.ts';

type Values = { name: string; slug: string; parentId: string };
type Props = { categories: readonly AdminCategory[]; onClose: () => void };

/**
 * A new category: its name in the shop's default language, its address and where it goes; it starts
 * Online and open to everyone, and the editor opens for the rest. 'Error creating a new category.'
 * when the server refuses, with what was typed kept.
 */
export function NewCategoryDialog({ categories, onClose }: Props) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const navigate = useNavigate();
  const nameKey = `name.${tenant.defaultLanguage}`;
  const inputOf = (values: Values): CategoryInput => ({
    slug: values.slug.trim(),
    parentId: values.parentId || null,
    published: true,
    name: [{ language: tenant.defaultLanguage, text: values.name.trim() }],
    description: [],
    accessRoles: [],
    linkUrl: '',
    linkTarget: 'same',
    displayMode: 'static',
    staticProductIds: [],
  });
  const form = useAdminForm({
    defaultValues: { name: '', slug: '', parentId: '' } as Values,
    rules: (values) =>
      validateCategoryInput(inputOf(values), {
        languages: tenant.languages.map((language) => language.code),
        defaultLanguage: tenant.defaultLanguage,
      }),
    onSubmit: async (values) => {
      const id = await createCategory(inputOf(values));
      void navigate(`/admin/categories/${id}`);
    },
    fieldNames: [nameKey, 'slug', 'parentId'],
    savedKey: 'admin.categorySettingsSaved',
    failedKey: 'admin.errorCreatingCategory',
    invalidates: CATEGORIES_KEY,
    onSaved: onClose,
  });

  return (
    <AdminFormDialog
      title={t('admin.newCategory')}
      isDirty={form.isDirty}
      isSaving={form.isSubmitting}
      notice={form.notice}
      onSubmit={() => void form.submit()}
      onClose={onClose}
      size="medium"
      testId="new-category-form"
      saveTestId="new-category"
    >
      <div className={styles.formGrid}>
        <TextField
          label={t('admin.categoryName')}
          {...form.field('name', nameKey)}
          isRequired
          autoFocus
          testId="new-category-name"
        />
        <TextField
          label={t('admin.categorySlug')}
          {...form.field('slug')}
          description={t('admin.categorySlugHint')}
          testId="new-category-slug"
        />
        <SelectField
          label={t('admin.categoryParent')}
          {...form.field('parentId')}
          options={parentOptions(categories, null)}
          emptyLabel={t('admin.categoryTopLevel')}
          placeholder={t('admin.categoryTopLevel')}
          testId="new-category-parent"
        />
      </div>
    </AdminFormDialog>
  );
}
