import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useShell } from '../../shell/shell-context.tsx';
import { AuthCard } from './auth-card.tsx';
import { FormNotice } from './form-notice.tsx';
import type { Notice } from './form-notice.tsx';
import { CodeStep } from './login-code-step.tsx';
import { CredentialsStep } from './login-credentials-step.tsx';
import { keepingReturn, loginTarget } from './login-target.ts';
import styles from './auth.module.css';

type Step = { name: 'credentials'; notice: Notice | null } | { name: 'code' };

/**
 * The login screen (spec §2 /login): credentials, then the e-mail code. `?logout=1` explains a
 * forced logout (the server ended the session when it answered this address); after success the browser loads the target (deepLink, redirect or /) as a new
 * document, so the server-rendered shell starts with the new session.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [step, setStep] = useState<Step>({ name: 'credentials', notice: null });
  const [login, setLogin] = useState('');
  const forcedLogout = search.get('logout') === '1';
  const { logos } = useShell().tenant;

  const goToTarget = () => window.location.assign(loginTarget(search));

  return (
    <AuthCard
      title={t(step.name === 'code' ? 'auth.codeStepTitle' : 'auth.loginTitle')}
      intro={step.name === 'credentials' ? t('auth.loginSubtitle') : undefined}
      testId="login-page"
      background={logos?.loginBackground}
      footer={
        <>
          <span>{t('auth.noAccountYet')}</span>
          <Link to={keepingReturn('/signup', search)} className={styles.link} data-testid="signup-link">
            {t('auth.createAccount')}
          </Link>
        </>
      }
    >
      {forcedLogout && step.name === 'credentials' && (
        <FormNotice kind="info" testId="forced-logout">
          {t('auth.forcedLogout')}
        </FormNotice>
      )}
      {step.name === 'credentials' ? (
        <CredentialsStep
          initialLogin={login}
          initialNotice={step.notice}
          onCodeRequired={(typed) => {
            setLogin(typed);
            setStep({ name: 'code' });
          }}
          onLoggedIn={goToTarget}
        />
      ) : (
        <CodeStep onLoggedIn={goToTarget} onRestart={(notice) => setStep({ name: 'credentials', notice })} />
      )}
    </AuthCard>
  );
}
