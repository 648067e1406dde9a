import { AUTH_PATHS } from '@print/core/auth/auth-api';
import type { SignupRequest } from '@print/core/auth/auth-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { authPost } from '../../lib/api/auth-request.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthField } from './auth-field.tsx';
import { checkAccountEmail, checkNewPassword } from './auth-rules.ts';
import { FormNotice } from './form-notice.tsx';
import { keepingReturn } from './login-target.ts';
import type { Notice } from './form-notice.tsx';
import { useAuthFailure } from './use-auth-failure.ts';
import styles from './auth.module.css';

type Values = { email: string; password: string };
const FIELDS = ['email', 'password'] as const;

/**
 * The sign-up page (spec §2 /signup). The account is created in the current UI language. On
 * failure what was typed stays; the page never refreshes a session or redirects on its own (the
 * session recovery leaves /signup alone, and these calls do not use it).
 */
export function SignupPage() {
  const { t, i18n } = useTranslation();
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: { email: '', password: '' } });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [registered, setRegistered] = useState(false);
  const failure = useAuthFailure(form, FIELDS);
  // Login afterwards leads where the shopper came from (deepLink of spec §2), e.g. back to a form.
  const [search] = useSearchParams();
  const loginPath = keepingReturn('/login', search);

  const onValid = async ({ email, password }: Values) => {
    setNotice(null);
    const request: SignupRequest = { email: email.trim(), password, language: i18n.language };
    try {
      await authPost(AUTH_PATHS.signup, request);
      setRegistered(true);
      notify(t('auth.registrationSuccess'), 'success');
    } catch (error) {
      setNotice(failure(error, 'auth.registrationError'));
    }
  };

  if (registered) {
    return (
      <AuthCard title={t('auth.signupHeadline')} testId="signup-page">
        <FormNotice kind="success" testId="signup-success">
          {t('auth.registrationSuccess')}
        </FormNotice>
        <ButtonLink to={loginPath} className={styles.submit} data-testid="signup-login-link">
          {t('auth.loginButton')}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.signupHeadline')}
      intro={t('auth.signupText')}
      testId="signup-page"
      footer={
        <>
          <span>{t('auth.alreadyHaveAccount')}</span>
          <Link to={loginPath} className={styles.link}>
            {t('auth.loginButton')}
          </Link>
        </>
      }
    >
      <form
        className={styles.form}
        onSubmit={form.handleSubmit(onValid)}
        noValidate
        data-testid="signup-form"
      >
        {notice && (
          <FormNotice kind={notice.kind} testId="signup-error">
            {t(notice.key, notice.params ?? {})}
          </FormNotice>
        )}
        <AuthField
          form={form}
          name="email"
          label={t('auth.signupEmail')}
          check={checkAccountEmail}
          type="email"
          autoComplete="email"
          testId="signup-email"
        />
        <AuthField
          form={form}
          name="password"
          label={t('auth.signupPassword')}
          description={t('auth.signupPasswordHint')}
          check={checkNewPassword}
          type="password"
          autoComplete="new-password"
          testId="signup-password"
        />
        <Button
          type="submit"
          className={styles.submit}
          isDisabled={form.formState.isSubmitting}
          data-testid="signup-submit"
        >
          {t('auth.signupButton')}
        </Button>
      </form>
    </AuthCard>
  );
}
