import { validateCategoryInput, type CategoryInput } from '@print/core/catalog/category-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminFormDialog } from '../../ui/admin-kit/admin-form-dialog.tsx';
import { useFormSave } from '../../ui/admin-kit/use-form-save.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { CATEGORIES_KEY, createCategory, type AdminCategory } from './categories-api.ts';
import { parentOptions } from './parent-options.ts';

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
  const [values, setValues] = useState({ name: '', slug: '', parentId: '' });
  const nameKey = `name.${tenant.defaultLanguage}`;
  const form = useFormSave({
    save: async (input: CategoryInput) => {
      const id = await createCategory(input);
      void navigate(`/admin/categories/${id}`);
    },
    fieldNames: [nameKey, 'slug', 'parentId'],
    savedKey: 'admin.categorySettingsSaved',
    failedKey: 'admin.errorCreatingCategory',
    invalidates: CATEGORIES_KEY,
    onSaved: onClose,
  });
  const submit = () => {
    const input: CategoryInput = {
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
    };
    const { errors, formError } = validateCategoryInput(input, {
      languages: tenant.languages.map((language) => language.code),
      defaultLanguage: tenant.defaultLanguage,
    });
    if (formError || Object.keys(errors).length > 0) form.refuse(errors, formError);
    else form.save(input);
  };

  return (
    <AdminFormDialog
      title={t('admin.newCategory')}
      isDirty={values.name !== '' || values.slug !== '' || values.parentId !== ''}
      isSaving={form.isSaving}
      notice={form.notice}
      onSubmit={submit}
      onClose={onClose}
      size="medium"
      testId="new-category-form"
      saveTestId="new-category"
    >
      <div className={styles.formGrid}>
        <TextField
          label={t('admin.categoryName')}
          name={nameKey}
          isRequired
          autoFocus
          value={values.name}
          onChange={(name) => setValues((current) => ({ ...current, name }))}
          errorMessage={form.fieldError(nameKey)}
          testId="new-category-name"
        />
        <TextField
          label={t('admin.categorySlug')}
          name="slug"
          description={t('admin.categorySlugHint')}
          value={values.slug}
          onChange={(slug) => setValues((current) => ({ ...current, slug }))}
          errorMessage={form.fieldError('slug')}
          testId="new-category-slug"
        />
        <SelectField
          label={t('admin.categoryParent')}
          name="parentId"
          value={values.parentId}
          onChange={(parentId) => setValues((current) => ({ ...current, parentId }))}
          options={parentOptions(categories, null)}
          emptyLabel={t('admin.categoryTopLevel')}
          placeholder={t('admin.categoryTopLevel')}
          errorMessage={form.fieldError('parentId')}
          testId="new-category-parent"
        />
      </div>
    </AdminFormDialog>
  );
}
