import { AUTH_PATHS } from '@print/core/auth/auth-api';
import type { ForgotPasswordRequest } from '@print/core/auth/auth-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authPost } from '../../lib/api/auth-request.ts';
import { Button } from '../../ui/button.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthField } from './auth-field.tsx';
import { checkAccountEmail } from './auth-rules.ts';
import { FormNotice } from './form-notice.tsx';
import type { Notice } from './form-notice.tsx';
import { useAuthFailure } from './use-auth-failure.ts';
import styles from './auth.module.css';

type Values = { email: string };
const FIELDS = ['email'] as const;

/**
 * Asks for a password reset link. Any accepted request shows the same message, whether the address
 * exists or not, so the page never tells who has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: { email: '' } });
  const [notice, setNotice] = useState<Notice | null>(null);
  const failure = useAuthFailure(form, FIELDS);

  const onValid = async ({ email }: Values) => {
    setNotice(null);
    const request: ForgotPasswordRequest = { email: email.trim() };
    try {
      await authPost(AUTH_PATHS.forgotPassword, request);
      setNotice({ kind: 'success', key: 'auth.forgotPasswordSent' });
    } catch (error) {
      setNotice(failure(error, 'auth.forgotPasswordError'));
    }
  };

  return (
    <AuthCard
      title={t('auth.forgotPasswordTitle')}
      intro={t('auth.forgotPasswordText')}
      testId="forgot-password-page"
      footer={
        <Link to="/login" className={styles.link}>
          {t('auth.backToLogin')}
        </Link>
      }
    >
      <form
        className={styles.form}
        onSubmit={form.handleSubmit(onValid)}
        noValidate
        data-testid="forgot-form"
      >
        {notice && (
          <FormNotice kind={notice.kind} testId={notice.kind === 'error' ? 'forgot-error' : 'forgot-sent'}>
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
          testId="forgot-email"
        />
        <Button
          type="submit"
          className={styles.submit}
          isDisabled={form.formState.isSubmitting}
          data-testid="forgot-submit"
        >
          {t('auth.requestNewPassword')}
        </Button>
      </form>
    </AuthCard>
  );
}
