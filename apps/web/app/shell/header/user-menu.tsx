import type { SessionInfo } from '@print/core/auth/auth-api';
import { Button } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classNames } from '../../ui/class-names.ts';
import { UserIcon } from '../../ui/icons.tsx';
import { useShell } from '../shell-context.tsx';
import { UserMenuButton, useLogout } from './user-menu-button.tsx';
import styles from './header.module.css';

/**
 * The header's user entry, by the tenant's `userContextMenu` setting: nothing ('hidden'); for
 * anonymous and temporary visitors the login link; for a registered user the full menu ('full') or
 * just a logout button ('loginLogout').
 */
export function UserMenu() {
  const { tenant, session } = useShell();
  const mode = tenant.header.userContextMenu;
  if (mode === 'hidden') return null;
  if (!session || session.isTemporary) return <LoginLink />;
  return mode === 'full' ? <FullUserMenu session={session} /> : <LogoutButton />;
}

function LoginLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/login"
      className={styles.loginLink}
      aria-label={t('shell.userMenuLogin')}
      data-testid="login-link"
    >
      <UserIcon />
      <span className={styles.loginText}>{t('shell.userMenuLogin')}</span>
    </Link>
  );
}

function LogoutButton() {
  const { t } = useTranslation();
  const { leaving, leave } = useLogout();
  return (
    <Button className={styles.loginLink} onPress={leave} isDisabled={leaving} data-testid="user-menu-logout">
      <UserIcon />
      <span className={styles.loginText}>{t('shell.userMenuLogout')}</span>
    </Button>
  );
}

function FullUserMenu({ session }: { session: SessionInfo }) {
  return (
    <UserMenuButton
      session={session}
      classes={{
        button: styles.loginLink,
        name: classNames(styles.loginText, styles.userName),
        hiddenLabel: styles.visuallyHidden,
      }}
      showAdminLink={session.rights.includes('admin.access')}
    />
  );
}
