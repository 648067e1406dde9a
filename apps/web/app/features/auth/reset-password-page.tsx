import { AUTH_PATHS } from '@print/core/auth/auth-api';
import type { ResetPasswordRequest } from '@print/core/auth/auth-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { authPost } from '../../lib/api/auth-request.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Button } from '../../ui/button.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthField } from './auth-field.tsx';
import { checkNewPassword, checkRepeatedPassword } from './auth-rules.ts';
import { FormNotice } from './form-notice.tsx';
import type { Notice } from './form-notice.tsx';
import { useAuthFailure } from './use-auth-failure.ts';
import styles from './auth.module.css';

type Values = { password: string; repeatPassword: string };
const FIELDS = ['password'] as const;
const LINK_INVALID = 'auth.resetLinkInvalid';

function RequestNewLink() {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/forgot-password" color="secondary" className={styles.submit}>
      {t('auth.requestNewPassword')}
    </ButtonLink>
  );
}

/** Sets a new password with the token from the reset e-mail (/reset-password?token=…). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: { password: '', repeatPassword: '' } });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [done, setDone] = useState(false);
  const failure = useAuthFailure(form, FIELDS);

  const onValid = async ({ password }: Values) => {
    setNotice(null);
    const request: ResetPasswordRequest = { token, password };
    try {
      await authPost(AUTH_PATHS.resetPassword, request);
      setDone(true);
    } catch (error) {
      setNotice(failure(error, 'auth.changePasswordError'));
    }
  };

  const footer = (
    <Link to="/login" className={styles.link}>
      {t('auth.backToLogin')}
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title={t('auth.resetPasswordTitle')} testId="reset-password-page" footer={footer}>
        <FormNotice kind="error" testId="reset-error">
          {t(LINK_INVALID)}
        </FormNotice>
        <RequestNewLink />
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t('auth.resetPasswordTitle')} testId="reset-password-page">
        <FormNotice kind="success" testId="reset-success">
          {t('auth.passwordChanged')}
        </FormNotice>
        <ButtonLink to="/login" className={styles.submit} data-testid="reset-login-link">
          {t('auth.loginButton')}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.resetPasswordTitle')} testId="reset-password-page" footer={footer}>
      <form className={styles.form} onSubmit={form.handleSubmit(onValid)} noValidate data-testid="reset-form">
        {notice && (
          <FormNotice kind={notice.kind} testId="reset-error">
            {t(notice.key, notice.params ?? {})}
          </FormNotice>
        )}
        {notice?.key === LINK_INVALID && <RequestNewLink />}
        <AuthField
          form={form}
          name="password"
          label={t('auth.newPassword')}
          description={t('auth.signupPasswordHint')}
          check={checkNewPassword}
          deps={['repeatPassword']}
          type="password"
          autoComplete="new-password"
          testId="reset-password"
        />
        <AuthField
          form={form}
          name="repeatPassword"
          label={t('auth.repeatNewPassword')}
          check={(value, values) => checkRepeatedPassword(value, values.password)}
          type="password"
          autoComplete="new-password"
          testId="reset-repeat-password"
        />
        <Button
          type="submit"
          className={styles.submit}
          isDisabled={form.formState.isSubmitting}
          data-testid="reset-submit"
        >
          {t('auth.resetPasswordButton')}
        </Button>
      </form>
    </AuthCard>
  );
}
