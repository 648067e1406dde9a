import type { SessionInfo } from '@print/core/auth/auth-api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { encodeDeepLink } from '../../lib/session/deep-link.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { Button } from '../../ui/button.tsx';
import { classNames } from '../../ui/class-names.ts';
import styles from './account.module.css';

const navClass = ({ isActive }: { isActive: boolean }) =>
  classNames(styles.navLink, isActive && styles.active);

/** Links between the account pages; change password only for registered users (it needs one). */
export function AccountNav({ session }: { session: SessionInfo | null }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('profile.accountNavigation')} data-testid="account-nav">
      <NavLink to="/account" end className={navClass} data-testid="account-nav-profile">
        {t('profile.myAccount')}
      </NavLink>
      <NavLink to="/account/addresses" end className={navClass} data-testid="account-nav-addresses">
        {t('profile.addresses')}
      </NavLink>
      {session && !session.isTemporary && (
        <NavLink to="/account/password" end className={navClass} data-testid="account-nav-password">
          {t('auth.changePasswordTitle')}
        </NavLink>
      )}
    </nav>
  );
}

/** Without a session: a short prompt to log in, coming back here afterwards (deepLink, spec §2). */
function LoginPrompt() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div className={styles.prompt} data-testid="account-login-required">
      <p className={styles.promptText}>{t('profile.loginRequired')}</p>
      <Link
        to={`/login?deepLink=${encodeDeepLink(pathname + search)}`}
        className={styles.promptLink}
        data-testid="account-login"
      >
        {t('auth.loginButton')}
      </Link>
    </div>
  );
}

export type AccountLayoutProps = {
  titleKey: string;
  testId: string;
  /** The page's content for a session (registered or temporary); not rendered without one. */
  children: (session: SessionInfo) => ReactNode;
};

/**
 * A visitor of a shop that allows temporary users: the page's first call gets them a temporary session
 * (the API client's recovery, spec §4), so they can fill in their addresses before checkout and keep
 * them when they log in later.
 */
const visitorSession = (language: string): SessionInfo => ({
  userId: 'visitor',
  displayName: '',
  email: null,
  isTemporary: true,
  language,
  rights: [],
});

/** The frame of the account pages: navigation, title, and the content or the login prompt. */
export function AccountLayout({ titleKey, testId, children }: AccountLayoutProps) {
  const { t } = useTranslation();
  const { session: shellSession, tenant } = useShell();
  const session =
    shellSession ?? (tenant.allowTemporaryUsers ? visitorSession(tenant.defaultLanguage) : null);
  return (
    <div className={styles.page} data-testid={testId}>
      <AccountNav session={session} />
      <div className={styles.content}>
        <h1 className={styles.title}>{t(titleKey)}</h1>
        {session ? children(session) : <LoginPrompt />}
      </div>
    </div>
  );
}

/** While the account data loads (also what the server renders: the data loads in the browser). */
export function AccountLoading() {
  const { t } = useTranslation();
  return (
    <p className={styles.status} role="status" data-testid="account-loading">
      {t('common.loading')}
    </p>
  );
}

/** The account data could not be loaded; offers to try again. */
export function AccountLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loadError} role="alert" data-testid="account-load-error">
      <p className={styles.promptText}>{t('profile.loadError')}</p>
      <Button color="secondary" size="small" onPress={onRetry}>
        {t('common.reload')}
      </Button>
    </div>
  );
}
