import { AUTH_PATHS } from '@print/core/auth/auth-api';
import type { LoginRequest, LoginResponse } from '@print/core/auth/auth-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { authPost } from '../../lib/api/auth-request.ts';
import { Button } from '../../ui/button.tsx';
import { classNames } from '../../ui/class-names.ts';
import { AuthField } from './auth-field.tsx';
import { checkLoginCode } from './auth-rules.ts';
import { FormNotice } from './form-notice.tsx';
import type { Notice } from './form-notice.tsx';
import { useAuthFailure } from './use-auth-failure.ts';
import styles from './auth.module.css';

type Values = { code: string };
const FIELDS = ['code'] as const;
/** The server's answer when the pending login is gone: only a new step 1 helps. */
const RESTART_KEYS = new Set(['auth.codeExpired']);

/** Digits only, at most six: a pasted "123 456" still fits. */
const codeDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

export type CodeStepProps = {
  onLoggedIn: () => void;
  /** Back to step 1, with the message that explains why. */
  onRestart: (notice: Notice) => void;
};

/** Step 2 of the login: the 6-digit code sent by e-mail, with a way to have it sent again. */
export function CodeStep({ onLoggedIn, onRestart }: CodeStepProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: { code: '' } });
  const [notice, setNotice] = useState<Notice | null>({ kind: 'info', key: 'auth.codeSent' });
  const [resending, setResending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const failure = useAuthFailure(form, FIELDS);

  const show = (next: Notice | null) => {
    if (next && RESTART_KEYS.has(next.key)) onRestart(next);
    else setNotice(next);
  };

  const onValid = async ({ code }: Values) => {
    setNotice(null);
    const request: LoginRequest = { code };
    try {
      const answer = await authPost<LoginResponse | undefined>(AUTH_PATHS.login, request);
      if (answer?.status === 'loggedIn') {
        setLeaving(true);
        onLoggedIn();
      } else setNotice({ kind: 'error', key: 'auth.loginError' });
    } catch (error) {
      show(failure(error, 'auth.loginError'));
    }
  };

  const resend = async () => {
    setResending(true);
    setNotice(null);
    try {
      await authPost(AUTH_PATHS.resendCode);
      form.reset({ code: '' });
      setNotice({ kind: 'success', key: 'auth.codeResent' });
    } catch (error) {
      show(failure(error, 'auth.codeTransmissionError'));
    } finally {
      setResending(false);
    }
  };

  const busy = form.formState.isSubmitting || leaving;
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onValid)} noValidate data-testid="code-form">
      {notice && (
        <FormNotice kind={notice.kind} testId={notice.kind === 'error' ? 'login-error' : 'code-notice'}>
          {t(notice.key, notice.params ?? {})}
        </FormNotice>
      )}
      <AuthField
        form={form}
        name="code"
        label={t('auth.codeLabel')}
        check={checkLoginCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        normalize={codeDigits}
        autoFocus
        className={styles.codeInput}
        testId="code-input"
      />
      <Button type="submit" className={styles.submit} isDisabled={busy} data-testid="code-submit">
        {t('auth.verify')}
      </Button>
      <div className={styles.actions}>
        <AriaButton
          className={classNames(styles.link, styles.linkButton)}
          onPress={() => void resend()}
          isDisabled={resending || busy}
          data-testid="resend-code"
        >
          {t('auth.resendCode')}
        </AriaButton>
      </div>
    </form>
  );
}
