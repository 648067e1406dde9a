import { rightsBeyond } from '@print/core/rights';
import { validateUserAccount, type UserAccountInput } from '@print/core/users/account-admin';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminFormDialog } from '../../ui/admin-kit/admin-form-dialog.tsx';
import { useAdminForm } from '../../ui/admin-kit/use-admin-form.ts';
import { CheckboxGroupField } from '../../ui/checkbox.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { useRoleTexts } from '../../lib/admin/right-labels.ts';
import { rolesQuery } from '../../lib/admin/roles-query.ts';
import { createUser, updateUser, USERS_KEY, type UserAccount } from './users-api.ts';

const FIELD_NAMES = ['email', 'username', 'firstName', 'lastName', 'language', 'password', 'roles'];
// The anonymous visitors' role is not for registered users; it is offered only to take it away.
const VISITOR_ROLE = 'temporary';

const initialValues = (user: UserAccount | null, defaultLanguage: string): UserAccountInput => ({
  email: user?.email ?? '',
  username: user?.username ?? '',
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  language: user?.language ?? defaultLanguage,
  roles: user?.roles ?? ['customer'],
  password: '',
});

/**
 * Create (user null) or edit a user. The shared rules run before sending; the server's field errors
 * show at the fields; on failure the dialog stays open with everything typed.
 */
export function UserFormDialog({ user, onClose }: { user: UserAccount | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { roleName, roleDescription } = useRoleTexts();
  const { tenant, session } = useShell();
  const roles = useQuery(rolesQuery);
  const isNew = user === null;
  const languages = tenant.languages.map((language) => language.code);
  const form = useAdminForm({
    defaultValues: initialValues(user, tenant.defaultLanguage),
    rules: (values) => validateUserAccount(values, { passwordRequired: isNew, languages }),
    onSubmit: (input) => (user ? updateUser(user.id, input) : createUser(input)),
    fieldNames: FIELD_NAMES,
    savedKey: isNew ? 'admin.userCreated' : 'admin.userSaved',
    failedKey: isNew ? 'admin.errorCreatingUser' : 'admin.errorSavingUser',
    invalidates: USERS_KEY,
    onSaved: onClose,
  });
  const { values, field } = form;
  // Roles with rights the signed-in user lacks can be neither given nor taken (the server refuses it too).
  const roleOptions = (roles.data ?? [])
    .filter((role) => role.name !== VISITOR_ROLE || values.roles.includes(VISITOR_ROLE))
    .map((role) => ({
      id: role.name,
      label: roleName(role.name),
      description: roleDescription(role),
      isDisabled: rightsBeyond(session?.rights ?? [], role.rights).length > 0,
    }));

  return (
    <AdminFormDialog
      title={t(isNew ? 'admin.newUser' : 'admin.editUser')}
      isDirty={form.isDirty}
      isSaving={form.isSubmitting}
      notice={form.notice}
      onSubmit={() => void form.submit()}
      onClose={onClose}
      testId="user-form"
      saveTestId="user"
    >
      <div className={styles.formGrid}>
        <TextField
          label={t('admin.colEmail')}
          {...field('email')}
          type="email"
          autoComplete="off"
          isRequired
          autoFocus
        />
        <TextField label={t('admin.username')} {...field('username')} autoComplete="off" isRequired />
        <TextField label={t('profile.firstName')} {...field('firstName')} />
        <TextField label={t('profile.surname')} {...field('lastName')} />
        <SelectField
          label={t('common.languageSwitcherLabel')}
          {...field('language')}
          isRequired
          options={languages.map((code) => ({
            id: code,
            label: t(languageNameKey(code), { defaultValue: code }),
          }))}
        />
        <TextField
          label={t('auth.password')}
          {...field('password')}
          type="password"
          autoComplete="new-password"
          isRequired={isNew}
          description={isNew ? undefined : t('admin.passwordKeepHint')}
        />
      </div>
      <CheckboxGroupField
        label={t('admin.colRoles')}
        {...field('roles')}
        options={roleOptions}
        description={roles.isError ? t('common.genericError') : undefined}
        testId="user-roles"
      />
    </AdminFormDialog>
  );
}
