import { TENANT_RIGHTS } from '@print/core/rights';
import { validateRole } from '@print/core/users/account-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../shell/shell-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { CheckboxGroupField } from '../../../ui/checkbox.tsx';
import { FormDialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { notify } from '../../../ui/toast.ts';
import { useValidationMessage } from '../../../ui/use-validation-message.ts';
import { formFailure, NO_FORM_FAILURE, type FormFailure } from '../../../lib/api/user-input-error.ts';
import styles from '../admin.module.css';
import { rightLabelKey, useRoleTexts } from './right-labels.ts';
import { createRole, rolesQuery, updateRole, type Role, type RoleInput } from './roles-api.ts';

const FIELD_NAMES = ['name', 'description', 'rights'];

/**
 * Create (role null) or edit a role: name (only when creating; a role is never renamed), description
 * and rights as checkboxes. Rights the signed-in user lacks cannot be given or taken (the server
 * refuses it too), so their boxes are disabled.
 */
export function RoleFormDialog({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { roleName, roleDescription } = useRoleTexts();
  const message = useValidationMessage();
  const { session } = useShell();
  const queryClient = useQueryClient();
  // A built-in role's unchanged description shows in the admin's language; saved unchanged, it stays.
  const shownDescription = role ? roleDescription(role) : '';
  const [values, setValues] = useState<RoleInput>({
    name: role?.name ?? '',
    description: shownDescription,
    rights: role?.rights ?? [],
  });
  const [failure, setFailure] = useState<FormFailure>(NO_FORM_FAILURE);
  const isNew = role === null;
  const ownRights: readonly string[] = session?.rights ?? [];

  const save = useMutation({
    mutationFn: (input: RoleInput) => (isNew ? createRole(input) : updateRole(input)),
    onSuccess: async () => {
      notify(t('admin.roleSaved'), 'success');
      await queryClient.invalidateQueries({ queryKey: rolesQuery.queryKey });
      onClose();
    },
    onError: (error) => {
      notify(t(isNew ? 'admin.errorCreatingRole' : 'admin.errorSavingRole'), 'error');
      setFailure(formFailure(error, FIELD_NAMES));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const description = values.description.trim();
    const input = {
      ...values,
      name: values.name.trim(),
      description: role && description === shownDescription.trim() ? role.description : description,
    };
    const result = validateRole(input, { checkName: isNew });
    if (!result.valid) {
      setFailure({ fields: result.errors, notice: result.formError });
      return;
    }
    setFailure(NO_FORM_FAILURE);
    save.mutate(input);
  };
  const fieldError = (name: string) => message(failure.fields[name]);

  return (
    <FormDialog
      title={isNew ? t('admin.newRole') : `${t('admin.editRole')}: ${roleName(role.name)}`}
      isOpen
      onClose={onClose}
      size="large"
      testId="role-form"
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.formGrid}>
          {isNew && (
            <TextField
              label={t('admin.colName')}
              name="name"
              autoComplete="off"
              isRequired
              value={values.name}
              onChange={(name) => setValues((current) => ({ ...current, name }))}
              errorMessage={fieldError('name')}
              autoFocus
            />
          )}
          <TextField
            label={t('admin.colDescription')}
            name="description"
            value={values.description}
            onChange={(description) => setValues((current) => ({ ...current, description }))}
            errorMessage={fieldError('description')}
          />
        </div>
        <CheckboxGroupField
          label={t('admin.colRights')}
          name="rights"
          value={values.rights}
          onChange={(rights) => setValues((current) => ({ ...current, rights }))}
          options={TENANT_RIGHTS.map((right) => ({
            id: right,
            label: t(rightLabelKey(right)),
            isDisabled: !ownRights.includes(right),
          }))}
          errorMessage={fieldError('rights')}
          testId="role-rights"
        />
        {failure.notice && (
          <p className={styles.formError} role="alert" data-testid="role-form-error">
            {message(failure.notice)}
          </p>
        )}
        <div className={styles.formActions}>
          <Button color="neutral" onPress={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isDisabled={save.isPending} data-testid="save-role">
            {t(save.isPending ? 'common.saving' : 'common.save')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
