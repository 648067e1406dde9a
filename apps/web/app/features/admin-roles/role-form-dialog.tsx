import { OFFERED_TENANT_RIGHTS } from '@print/core/rights';
import { validateRole } from '@print/core/users/account-admin';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminFormDialog } from '../../ui/admin-kit/admin-form-dialog.tsx';
import { useAdminForm } from '../../ui/admin-kit/use-admin-form.ts';
import { CheckboxGroupField } from '../../ui/checkbox.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { rightLabelKey, useRoleTexts } from '../../lib/admin/right-labels.ts';
import { rolesQuery, type Role } from '../../lib/admin/roles-query.ts';
import { createRole, updateRole, type RoleInput } from './roles-api.ts';

const FIELD_NAMES = ['name', 'description', 'rights'];

/**
 * Create (role null) or edit a role: name (only when creating; a role is never renamed), description
 * and rights as checkboxes. Rights the signed-in user lacks cannot be given or taken (the server
 * refuses it too), so their boxes are disabled.
 */
export function RoleFormDialog({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { roleName, roleDescription } = useRoleTexts();
  const { session } = useShell();
  // A built-in role's unchanged description shows in the admin's language; saved unchanged, it stays.
  const shownDescription = role ? roleDescription(role) : '';
  const isNew = role === null;
  const ownRights: readonly string[] = session?.rights ?? [];
  const inputOf = (values: RoleInput): RoleInput => {
    const description = values.description.trim();
    return {
      ...values,
      name: values.name.trim(),
      description: role && description === shownDescription.trim() ? role.description : description,
    };
  };
  const form = useAdminForm({
    defaultValues: {
      name: role?.name ?? '',
      description: shownDescription,
      rights: role?.rights ?? [],
    } as RoleInput,
    rules: (values) => validateRole(inputOf(values), { checkName: isNew }),
    onSubmit: (values) => (isNew ? createRole(inputOf(values)) : updateRole(inputOf(values))),
    fieldNames: FIELD_NAMES,
    savedKey: 'admin.roleSaved',
    failedKey: isNew ? 'admin.errorCreatingRole' : 'admin.errorSavingRole',
    invalidates: rolesQuery.queryKey,
    onSaved: onClose,
  });
  const { field } = form;

  return (
    <AdminFormDialog
      title={isNew ? t('admin.newRole') : `${t('admin.editRole')}: ${roleName(role.name)}`}
      isDirty={form.isDirty}
      isSaving={form.isSubmitting}
      notice={form.notice}
      onSubmit={() => void form.submit()}
      onClose={onClose}
      testId="role-form"
      saveTestId="role"
    >
      <div className={styles.formGrid}>
        {isNew && (
          <TextField label={t('admin.colName')} {...field('name')} autoComplete="off" isRequired autoFocus />
        )}
        <TextField label={t('admin.colDescription')} {...field('description')} />
      </div>
      <CheckboxGroupField
        label={t('admin.colRights')}
        {...field('rights')}
        // Rights of areas still to come are not offered; a role holding them keeps them (decision 0055).
        options={OFFERED_TENANT_RIGHTS.map((right) => ({
          id: right,
          label: t(rightLabelKey(right)),
          isDisabled: !ownRights.includes(right),
        }))}
        testId="role-rights"
      />
    </AdminFormDialog>
  );
}
