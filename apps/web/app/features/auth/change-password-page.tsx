import { AUTH_PATHS } from '@print/core/auth/auth-api';
import type { ChangePasswordRequest } from '@print/core/auth/auth-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthRequestError, authPost } from '../../lib/api/auth-request.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthField } from './auth-field.tsx';
import { checkExistingPassword, checkNewPassword, checkRepeatedPassword } from './auth-rules.ts';
import { FormNotice } from './form-notice.tsx';
import type { Notice } from './form-notice.tsx';
import { loginUrlFor } from './login-target.ts';
import { useAuthFailure } from './use-auth-failure.ts';
import styles from './auth.module.css';

type Values = { currentPassword: string; newPassword: string; repeatPassword: string };
const FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY: Values = { currentPassword: '', newPassword: '', repeatPassword: '' };
const PATH = '/account/password';

/** Asks a visitor without a registered session to log in first (the server refuses them anyway). */
function LoginFirst() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.changePasswordTitle')} testId="change-password-page">
      <FormNotice kind="info" testId="change-password-login-required">
        {t('auth.changePasswordLoginRequired')}
      </FormNotice>
      <ButtonLink to={loginUrlFor(PATH)} className={styles.submit} data-testid="change-password-login">
        {t('auth.loginButton')}
      </ButtonLink>
    </AuthCard>
  );
}

/** Change password (spec §2 shop screens) for the signed-in, registered user. */
export function ChangePasswordPage() {
  const { session } = useShell();
  if (!session || session.isTemporary) return <LoginFirst />;
  return <ChangePasswordForm />;
}

function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: EMPTY });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [loginNeeded, setLoginNeeded] = useState(false);
  const failure = useAuthFailure(form, FIELDS);

  const onValid = async ({ currentPassword, newPassword }: Values) => {
    setNotice(null);
    const request: ChangePasswordRequest = { currentPassword, newPassword };
    try {
      await authPost(AUTH_PATHS.changePassword, request);
      form.reset(EMPTY);
      setNotice({ kind: 'success', key: 'auth.passwordChanged' });
      notify(t('auth.passwordChanged'), 'success');
    } catch (error) {
      // The session ended meanwhile (expired, logged out in another tab): ask for a new login.
      if (error instanceof AuthRequestError && error.status === 401) setLoginNeeded(true);
      else setNotice(failure(error, 'auth.changePasswordError'));
    }
  };

  if (loginNeeded) return <LoginFirst />;
  return (
    <AuthCard title={t('auth.changePasswordTitle')} testId="change-password-page">
      <form
        className={styles.form}
        onSubmit={form.handleSubmit(onValid)}
        noValidate
        data-testid="change-password-form"
      >
        {notice && (
          <FormNotice
            kind={notice.kind}
            testId={notice.kind === 'error' ? 'change-password-error' : 'change-password-success'}
          >
            {t(notice.key, notice.params ?? {})}
          </FormNotice>
        )}
        <AuthField
          form={form}
          name="currentPassword"
          label={t('auth.currentPassword')}
          check={checkExistingPassword}
          type="password"
          autoComplete="current-password"
          testId="current-password"
        />
        <AuthField
          form={form}
          name="newPassword"
          label={t('auth.newPassword')}
          description={t('auth.signupPasswordHint')}
          check={checkNewPassword}
          deps={['repeatPassword']}
          type="password"
          autoComplete="new-password"
          testId="new-password"
        />
        <AuthField
          form={form}
          name="repeatPassword"
          label={t('auth.repeatNewPassword')}
          check={(value, values) => checkRepeatedPassword(value, values.newPassword)}
          type="password"
          autoComplete="new-password"
          testId="repeat-new-password"
        />
        <Button
          type="submit"
          className={styles.submit}
          isDisabled={form.formState.isSubmitting}
          data-testid="change-password-submit"
        >
          {t('auth.changePasswordTitle')}
        </Button>
      </form>
    </AuthCard>
  );
}
