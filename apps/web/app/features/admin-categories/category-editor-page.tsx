import { validateCategoryInput } from '@print/core/catalog/category-admin';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminEditor } from '../../ui/admin-kit/admin-editor.tsx';
import { useAdminForm } from '../../ui/admin-kit/use-admin-form.ts';
import { notify } from '../../ui/toast.ts';
import styles from '../../ui/admin-kit/admin-page.module.css';
import {
  CATEGORIES_KEY,
  categoriesQuery,
  categoryQuery,
  updateCategory,
  type CategoryDetail,
} from './categories-api.ts';
import { CategoryDisplayTab } from './category-display-tab.tsx';
import {
  categorySaveFailureKey,
  formValuesOf,
  inputOf,
  type CategoryFormValues,
} from './category-form-values.ts';
import { CategorySettingsTab } from './category-settings-tab.tsx';

/** /admin/categories/:id: loads the category, then its editor; a missing one says so. */
export function CategoryEditorPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const category = useQuery(categoryQuery(id, i18n.language));
  if (category.isPending)
    return (
      <p className={styles.notice} role="status">
        {t('common.loading')}
      </p>
    );
  if (category.isError)
    return (
      <p className={styles.notice} role="alert">
        {t('common.genericError')}
      </p>
    );
  if (!category.data) {
    return (
      <section className={styles.page}>
        <h1 className={styles.pageTitle}>{t('admin.categoryNotFound')}</h1>
        <Link to="/admin/categories">{t('admin.navCategories')}</Link>
      </section>
    );
  }
  return <CategoryEditor key={category.data.id} category={category.data} />;
}

/** Every editable input's name: the server's field errors show at them. */
const fieldNamesOf = (languages: readonly string[]) => [
  ...languages.flatMap((language) => [`name.${language}`, `description.${language}`]),
  ...['slug', 'parentId', 'accessRoles', 'linkUrl', 'staticProductIds'],
];

/**
 * The category editor (spec §2, §3 Category) on the admin kit's full-page editor: Settings (names and
 * descriptions per shop language, address, Online, parent, access roles) and Display & products (link
 * URL and target, display mode, static product list). Save keeps everything typed when it fails.
 */
function CategoryEditor({ category }: { category: CategoryDetail }) {
  const { t, i18n } = useTranslation();
  const { tenant, session } = useShell();
  const canWrite = session?.rights.includes('catalog.write') ?? false;
  const languages = tenant.languages.map((language) => language.code);
  const categories = useQuery(categoriesQuery(i18n.language));
  const form = useAdminForm({
    defaultValues: formValuesOf(category, languages),
    rules: (values: CategoryFormValues) =>
      validateCategoryInput(inputOf(values), { languages, defaultLanguage: tenant.defaultLanguage }),
    onRefused: () => notify(t('admin.errorSavingCategorySettings'), 'error'),
    onSubmit: (values) => updateCategory(category.id, inputOf(values)),
    fieldNames: fieldNamesOf(languages),
    savedKey: 'admin.categorySettingsSaved',
    failedKey: categorySaveFailureKey,
    invalidates: CATEGORIES_KEY,
  });
  const { values } = form;
  const title = values.names[tenant.defaultLanguage] || category.name;

  return (
    <section className={styles.page}>
      <AdminEditor
        title={`${t('admin.navCategories')}: ${title}`}
        isDirty={form.isDirty}
        isSaving={form.isSubmitting}
        onSave={form.submit}
        closeTo="/admin/categories"
        notice={form.notice}
        testId="category-editor"
        tabs={[
          {
            id: 'settings',
            label: t('admin.categoryTabSettings'),
            content: (
              <CategorySettingsTab
                category={category}
                categories={categories.data ?? []}
                form={form}
                languages={languages}
                defaultLanguage={tenant.defaultLanguage}
                canWrite={canWrite}
              />
            ),
          },
          {
            id: 'display',
            label: t('admin.categoryTabDisplay'),
            content: <CategoryDisplayTab form={form} canWrite={canWrite} />,
          },
        ]}
      />
    </section>
  );
}
