import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroupField } from '../../ui/checkbox.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { useRoleTexts } from '../../lib/admin/right-labels.ts';
import { rolesQuery } from '../../lib/admin/roles-query.ts';
import type { AdminCategory, CategoryDetail } from './categories-api.ts';
import type { AppForm } from '../../ui/form/use-app-form.ts';
import type { CategoryFormValues } from './category-form-values.ts';
import { parentOptions } from './parent-options.ts';

type Props = {
  category: CategoryDetail;
  categories: readonly AdminCategory[];
  form: AppForm<CategoryFormValues>;
  languages: readonly string[];
  defaultLanguage: string;
  canWrite: boolean;
};

/** Names and descriptions per shop language, the address, Online, the parent and the access roles. */
export function CategorySettingsTab(props: Props) {
  const { category, categories, form, languages, defaultLanguage, canWrite } = props;
  const { values, field } = form;
  const published = field('published');
  const { t } = useTranslation();
  const { roleName } = useRoleTexts();
  // Catalogue writers may read the roles (they open categories to them); readers see the names only.
  const roles = useQuery({ ...rolesQuery, enabled: canWrite });
  const roleOptions = (roles.data ?? [])
    .filter((role) => role.name !== 'temporary' || values.accessRoles.includes(role.name))
    .map((role) => ({ id: role.name, label: roleName(role.name) }));
  const label = (field: string, language: string) => t('admin.categoryLanguage', { field, language });

  return (
    <div className={styles.formGrid}>
      {languages.map((language) => (
        <TextField
          key={`name-${language}`}
          label={label(t('admin.categoryName'), language)}
          {...field(`names.${language}`, `name.${language}`)}
          isRequired={language === defaultLanguage}
          testId={`category-name-${language}`}
        />
      ))}
      {languages.map((language) => (
        <TextField
          key={`description-${language}`}
          label={label(t('admin.categoryDescription'), language)}
          {...field(`descriptions.${language}`, `description.${language}`)}
          testId={`category-description-${language}`}
        />
      ))}
      <TextField
        label={t('admin.categorySlug')}
        {...field('slug')}
        description={t('admin.categorySlugHint')}
        testId="category-slug"
      />
      <SelectField
        label={t('admin.categoryParent')}
        {...field('parentId')}
        options={parentOptions(categories, category.id)}
        emptyLabel={t('admin.categoryTopLevel')}
        placeholder={t('admin.categoryTopLevel')}
        testId="category-parent"
      />
      <Checkbox
        name="published"
        isSelected={published.value}
        onChange={published.onChange}
        testId="category-published"
      >
        {t('admin.categoryPublished')}
      </Checkbox>
      {canWrite ? (
        <CheckboxGroupField
          label={t('admin.categoryAccessRoles')}
          {...field('accessRoles')}
          description={t('admin.categoryAccessHint')}
          options={roleOptions}
          testId="category-access-roles"
        />
      ) : (
        <p>
          {t('admin.categoryAccessRoles')}:{' '}
          {values.accessRoles.length
            ? values.accessRoles.map(roleName).join(', ')
            : t('admin.categoryAccessAll')}
        </p>
      )}
    </div>
  );
}
