import type { SessionInfo } from '@print/core/auth/auth-api';
import { useState } from 'react';
import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  RouterProvider,
  Separator,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useHref, useNavigate } from 'react-router';
import { logout } from '../../lib/session/logout.ts';
import { classNames } from '../../ui/class-names.ts';
import { UserIcon } from '../../ui/icons.tsx';
import { useShell } from '../shell-context.tsx';
import popoverStyles from './header-popover.module.css';
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
  const navigate = useNavigate();
  const { leave } = useLogout();
  const isAdmin = session.rights.includes('admin.access');
  const name = session.displayName || session.email || t('shell.userMenu');

  return (
    // Menu items are real links; the provider lets React Aria follow them with the app's router.
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <MenuTrigger>
        <Button className={styles.loginLink} data-testid="user-menu-button">
          <UserIcon />
          <span className={styles.visuallyHidden}>{t('shell.userMenu')}: </span>
          <span className={classNames(styles.loginText, styles.userName)}>{name}</span>
        </Button>
        <Popover className={popoverStyles.popover} placement="bottom end">
          <Menu className={popoverStyles.menu} aria-label={t('shell.userMenu')} data-testid="user-menu">
            <MenuItem className={popoverStyles.menuItem} href="/account" data-testid="user-menu-account">
              {t('shell.userMenuMyAccount')}
            </MenuItem>
            <MenuItem
              className={popoverStyles.menuItem}
              href="/account/password"
              data-testid="user-menu-password"
            >
              {t('auth.changePasswordTitle')}
            </MenuItem>
            {isAdmin && (
              <MenuItem className={popoverStyles.menuItem} href="/admin" data-testid="user-menu-admin">
                {t('shell.userMenuAdminPanel')}
              </MenuItem>
            )}
            <MenuItem className={popoverStyles.menuItem} href="/" data-testid="user-menu-client-app">
              {t('shell.userMenuClientApp')}
            </MenuItem>
            <MenuItem className={popoverStyles.menuItem} href="/faq" data-testid="user-menu-faq">
              {t('shell.userMenuFaq')}
            </MenuItem>
            <Separator className={popoverStyles.menuSeparator} />
            <MenuItem className={popoverStyles.menuItem} onAction={leave} data-testid="user-menu-logout">
              {t('shell.userMenuLogout')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
