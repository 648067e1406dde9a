import { AUTH_PATHS } from '@print/core/auth/auth-api';
import type { LoginRequest, LoginResponse } from '@print/core/auth/auth-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authPost } from '../../lib/api/auth-request.ts';
import { Button } from '../../ui/button.tsx';
import { AuthField } from './auth-field.tsx';
import { checkExistingPassword, checkLoginName } from './auth-rules.ts';
import { FormNotice } from './form-notice.tsx';
import type { Notice } from './form-notice.tsx';
import { useAuthFailure } from './use-auth-failure.ts';
import styles from './auth.module.css';

type Values = { login: string; password: string };
const FIELDS = ['login', 'password'] as const;

export type CredentialsStepProps = {
  /** What was typed before (when the code step sends the user back). */
  initialLogin: string;
  /** A message carried over from the code step (e.g. the code expired). */
  initialNotice: Notice | null;
  onCodeRequired: (login: string) => void;
  onLoggedIn: () => void;
};

/** Step 1 of the login: e-mail or username and password. */
export function CredentialsStep({
  initialLogin,
  initialNotice,
  onCodeRequired,
  onLoggedIn,
}: CredentialsStepProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: { login: initialLogin, password: '' } });
  const [notice, setNotice] = useState<Notice | null>(initialNotice);
  const [leaving, setLeaving] = useState(false);
  const failure = useAuthFailure(form, FIELDS);

  const onValid = async ({ login, password }: Values) => {
    setNotice(null);
    const request: LoginRequest = { login: login.trim(), password };
    try {
      const answer = await authPost<LoginResponse | undefined>(AUTH_PATHS.login, request);
      if (answer?.status === 'codeRequired') onCodeRequired(login);
      else if (answer?.status === 'loggedIn') {
        setLeaving(true);
        onLoggedIn();
      } else setNotice({ kind: 'error', key: 'auth.loginError' });
    } catch (error) {
      setNotice(failure(error, 'auth.loginError'));
    }
  };

  const busy = form.formState.isSubmitting || leaving;
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onValid)} noValidate data-testid="login-form">
      {notice && (
        <FormNotice kind={notice.kind} testId="login-error">
          {t(notice.key, notice.params ?? {})}
        </FormNotice>
      )}
      <AuthField
        form={form}
        name="login"
        label={t('auth.emailOrUsername')}
        check={checkLoginName}
        autoComplete="username"
        autoFocus
        testId="login-name"
      />
      <AuthField
        form={form}
        name="password"
        label={t('auth.password')}
        check={checkExistingPassword}
        type="password"
        autoComplete="current-password"
        testId="login-password"
      />
      <div className={styles.actions}>
        <Link to="/forgot-password" className={styles.link} data-testid="forgot-password-link">
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" className={styles.submit} isDisabled={busy} data-testid="login-submit">
        {t('auth.loginButton')}
      </Button>
    </form>
  );
}
