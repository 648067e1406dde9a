import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroupField } from '../../ui/checkbox.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { useRoleTexts } from '../../lib/admin/right-labels.ts';
import { rolesQuery } from '../../lib/admin/roles-query.ts';
import type { AdminCategory, CategoryDetail } from './categories-api.ts';
import type { CategoryFormValues } from './category-form-values.ts';
import { parentOptions } from './parent-options.ts';

type Props = {
  category: CategoryDetail;
  categories: readonly AdminCategory[];
  values: CategoryFormValues;
  languages: readonly string[];
  defaultLanguage: string;
  canWrite: boolean;
  onChange: (change: Partial<CategoryFormValues>) => void;
  fieldError: (name: string) => string | null;
};

/** Names and descriptions per shop language, the address, Online, the parent and the access roles. */
export function CategorySettingsTab(props: Props) {
  const { category, categories, values, languages, defaultLanguage, canWrite, onChange, fieldError } = props;
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
          name={`name.${language}`}
          isRequired={language === defaultLanguage}
          value={values.names[language] ?? ''}
          onChange={(text) => onChange({ names: { ...values.names, [language]: text } })}
          errorMessage={fieldError(`name.${language}`)}
          testId={`category-name-${language}`}
        />
      ))}
      {languages.map((language) => (
        <TextField
          key={`description-${language}`}
          label={label(t('admin.categoryDescription'), language)}
          name={`description.${language}`}
          value={values.descriptions[language] ?? ''}
          onChange={(text) => onChange({ descriptions: { ...values.descriptions, [language]: text } })}
          errorMessage={fieldError(`description.${language}`)}
          testId={`category-description-${language}`}
        />
      ))}
      <TextField
        label={t('admin.categorySlug')}
        name="slug"
        description={t('admin.categorySlugHint')}
        value={values.slug}
        onChange={(slug) => onChange({ slug })}
        errorMessage={fieldError('slug')}
        testId="category-slug"
      />
      <SelectField
        label={t('admin.categoryParent')}
        name="parentId"
        value={values.parentId}
        onChange={(parentId) => onChange({ parentId })}
        options={parentOptions(categories, category.id)}
        emptyLabel={t('admin.categoryTopLevel')}
        placeholder={t('admin.categoryTopLevel')}
        errorMessage={fieldError('parentId')}
        testId="category-parent"
      />
      <Checkbox
        name="published"
        isSelected={values.published}
        onChange={(published) => onChange({ published })}
        testId="category-published"
      >
        {t('admin.categoryPublished')}
      </Checkbox>
      {canWrite ? (
        <CheckboxGroupField
          label={t('admin.categoryAccessRoles')}
          name="accessRoles"
          description={t('admin.categoryAccessHint')}
          value={values.accessRoles}
          onChange={(accessRoles) => onChange({ accessRoles })}
          options={roleOptions}
          errorMessage={fieldError('accessRoles')}
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
