import type { SessionInfo } from '@print/core/auth/auth-api';
import { useState } from 'react';
import { Button, ButtonContext } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logout } from '../../lib/session/logout.ts';
import { classNames } from '../../ui/class-names.ts';
import { UserIcon } from '../../ui/icons.tsx';
import { onFirstUse } from '../../ui/on-first-use.tsx';
import { useShell } from '../shell-context.tsx';
import { useLazyMenuTrigger } from './lazy-trigger.ts';
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

const userMenu = onFirstUse(() => import('./user-menu-popover.tsx').then((module) => module.UserMenuPopover));

/** Logout is pressed once: the page is about to be replaced. */
function useLogout(): { leaving: boolean; leave: () => void } {
  const [leaving, setLeaving] = useState(false);
  return {
    leaving,
    leave: () => {
      if (leaving) return;
      setLeaving(true);
      void logout();
    },
  };
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
  const { t } = useTranslation();
  const { leave } = useLogout();
  // The menu's code loads when it first opens (or the button is hovered or focused before).
  const trigger = useLazyMenuTrigger();
  const isAdmin = session.rights.includes('admin.access');
  const name = session.displayName || session.email || t('shell.userMenu');

  return (
    <ButtonContext value={{ isPressed: trigger.isPressed }}>
      <Button
        {...trigger.buttonProps}
        className={styles.loginLink}
        data-testid="user-menu-button"
        onHoverStart={userMenu.preload}
        onFocus={userMenu.preload}
      >
        <UserIcon />
        <span className={styles.visuallyHidden}>{t('shell.userMenu')}: </span>
        <span className={classNames(styles.loginText, styles.userName)}>{name}</span>
      </Button>
      {trigger.used && <userMenu.Loaded overlay={trigger.overlay} isAdmin={isAdmin} onLogout={leave} />}
    </ButtonContext>
  );
}
