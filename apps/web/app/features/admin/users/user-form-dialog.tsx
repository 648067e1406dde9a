import { rightsBeyond } from '@print/core/rights';
import { validateUserAccount, type UserAccountInput } from '@print/core/users/account-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../../lib/i18n/language-cookie.ts';
import { useShell } from '../../../shell/shell-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { CheckboxGroupField } from '../../../ui/checkbox.tsx';
import { FormDialog } from '../../../ui/dialog.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { notify } from '../../../ui/toast.ts';
import { useValidationMessage } from '../../../ui/use-validation-message.ts';
import { formFailure, NO_FORM_FAILURE, type FormFailure } from '../../../lib/api/user-input-error.ts';
import styles from '../admin.module.css';
import { useRoleTexts } from '../roles/right-labels.ts';
import { rolesQuery } from '../roles/roles-api.ts';
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
  const message = useValidationMessage();
  const { tenant, session } = useShell();
  const queryClient = useQueryClient();
  const roles = useQuery(rolesQuery);
  const [values, setValues] = useState(() => initialValues(user, tenant.defaultLanguage));
  const [failure, setFailure] = useState<FormFailure>(NO_FORM_FAILURE);
  const isNew = user === null;
  const languages = tenant.languages.map((language) => language.code);

  const save = useMutation({
    mutationFn: (input: UserAccountInput) => (user ? updateUser(user.id, input) : createUser(input)),
    onSuccess: async () => {
      notify(t(isNew ? 'admin.userCreated' : 'admin.userSaved'), 'success');
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
      onClose();
    },
    onError: (error) => {
      notify(t(isNew ? 'admin.errorCreatingUser' : 'admin.errorSavingUser'), 'error');
      setFailure(formFailure(error, FIELD_NAMES));
    },
  });

  const set = (name: keyof UserAccountInput) => (value: string | string[]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateUserAccount(values, { passwordRequired: isNew, languages });
    if (!result.valid) {
      setFailure({ fields: result.errors, notice: result.formError });
      return;
    }
    setFailure(NO_FORM_FAILURE);
    save.mutate(values);
  };
  const fieldError = (name: string) => message(failure.fields[name]);
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
    <FormDialog
      title={t(isNew ? 'admin.newUser' : 'admin.editUser')}
      isOpen
      onClose={onClose}
      size="large"
      testId="user-form"
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.formGrid}>
          <TextField
            label={t('admin.colEmail')}
            name="email"
            type="email"
            autoComplete="off"
            isRequired
            value={values.email}
            onChange={set('email')}
            errorMessage={fieldError('email')}
            autoFocus
          />
          <TextField
            label={t('admin.username')}
            name="username"
            autoComplete="off"
            isRequired
            value={values.username}
            onChange={set('username')}
            errorMessage={fieldError('username')}
          />
          <TextField
            label={t('profile.firstName')}
            name="firstName"
            value={values.firstName}
            onChange={set('firstName')}
            errorMessage={fieldError('firstName')}
          />
          <TextField
            label={t('profile.surname')}
            name="lastName"
            value={values.lastName}
            onChange={set('lastName')}
            errorMessage={fieldError('lastName')}
          />
          <SelectField
            label={t('common.languageSwitcherLabel')}
            name="language"
            isRequired
            value={values.language}
            onChange={set('language')}
            options={languages.map((code) => ({
              id: code,
              label: t(languageNameKey(code), { defaultValue: code }),
            }))}
            errorMessage={fieldError('language')}
          />
          <TextField
            label={t('auth.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            isRequired={isNew}
            value={values.password}
            onChange={set('password')}
            description={isNew ? undefined : t('admin.passwordKeepHint')}
            errorMessage={fieldError('password')}
          />
        </div>
        <CheckboxGroupField
          label={t('admin.colRoles')}
          name="roles"
          value={values.roles}
          onChange={set('roles')}
          options={roleOptions}
          description={roles.isError ? t('common.genericError') : undefined}
          errorMessage={fieldError('roles')}
          testId="user-roles"
        />
        {failure.notice && (
          <p className={styles.formError} role="alert" data-testid="user-form-error">
            {message(failure.notice)}
          </p>
        )}
        <div className={styles.formActions}>
          <Button color="neutral" onPress={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isDisabled={save.isPending} data-testid="save-user">
            {t(save.isPending ? 'common.saving' : 'common.save')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
