import { validateCategoryInput } from '@print/core/catalog/category-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formFailure, NO_FORM_FAILURE, type FormFailure } from '../../lib/api/user-input-error.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminEditor } from '../../ui/admin-kit/admin-editor.tsx';
import { notify } from '../../ui/toast.ts';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
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
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const canWrite = session?.rights.includes('catalog.write') ?? false;
  const languages = tenant.languages.map((language) => language.code);
  const [stored, setStored] = useState(() => formValuesOf(category, languages));
  const [values, setValues] = useState(stored);
  const [failure, setFailure] = useState<FormFailure>(NO_FORM_FAILURE);
  const categories = useQuery(categoriesQuery(i18n.language));

  const save = useMutation({
    mutationFn: (next: CategoryFormValues) => updateCategory(category.id, inputOf(next)),
    onSuccess: async (_result, next) => {
      setStored(next);
      notify(t('admin.categorySettingsSaved'), 'success');
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
    },
    onError: (error) => {
      const failed = formFailure(error, fieldNamesOf(languages));
      notify(t(categorySaveFailureKey(error, failed)), 'error');
      setFailure(failed);
    },
  });

  const onSave = async () => {
    setFailure(NO_FORM_FAILURE);
    const { errors, formError } = validateCategoryInput(inputOf(values), {
      languages,
      defaultLanguage: tenant.defaultLanguage,
    });
    if (formError || Object.keys(errors).length > 0) {
      setFailure({ fields: errors, notice: formError });
      notify(t('admin.errorSavingCategorySettings'), 'error');
      return false;
    }
    try {
      await save.mutateAsync(values);
      return true;
    } catch {
      return false;
    }
  };
  const set = (change: Partial<CategoryFormValues>) => setValues((current) => ({ ...current, ...change }));
  const fieldError = (name: string) => message(failure.fields[name]);
  const title = values.names[tenant.defaultLanguage] || category.name;

  return (
    <section className={styles.page}>
      <AdminEditor
        title={`${t('admin.navCategories')}: ${title}`}
        isDirty={JSON.stringify(values) !== JSON.stringify(stored)}
        isSaving={save.isPending}
        onSave={onSave}
        closeTo="/admin/categories"
        notice={message(failure.notice)}
        testId="category-editor"
        tabs={[
          {
            id: 'settings',
            label: t('admin.categoryTabSettings'),
            content: (
              <CategorySettingsTab
                category={category}
                categories={categories.data ?? []}
                values={values}
                languages={languages}
                defaultLanguage={tenant.defaultLanguage}
                canWrite={canWrite}
                onChange={set}
                fieldError={fieldError}
              />
            ),
          },
          {
            id: 'display',
            label: t('admin.categoryTabDisplay'),
            content: (
              <CategoryDisplayTab
                values={values}
                canWrite={canWrite}
                onChange={set}
                fieldError={fieldError}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
