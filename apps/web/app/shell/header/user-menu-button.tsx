import type { SessionInfo } from '@print/core/auth/auth-api';
import { useState } from 'react';
import { Button, ButtonContext } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';
import { logout } from '../../lib/session/logout.ts';
import { UserIcon } from '../../ui/icons.tsx';
import { onFirstUse } from '../../ui/on-first-use.tsx';
import { useLazyMenuTrigger } from './lazy-trigger.ts';

// The registered user's menu button, shared by the shop's header and the admin's top bar. It brings
// no styles of its own (each bar passes its classes), so the admin loads none of the header's CSS.

const userMenu = onFirstUse(() => import('./user-menu-popover.tsx').then((module) => module.UserMenuPopover));

/** Logout is pressed once: the page is about to be replaced. */
export function useLogout(): { leaving: boolean; leave: () => void } {
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

export type UserMenuButtonClasses = { button?: string; name?: string; hiddenLabel?: string };

/** The button with the user's name; the menu (account, password, admin, shop, FAQ, logout) loads on first use. */
export function UserMenuButton({
  session,
  classes,
  showAdminLink,
}: {
  session: SessionInfo;
  classes: UserMenuButtonClasses;
  /** The link into the admin panel: for admins, and not inside the admin itself. */
  showAdminLink: boolean;
}) {
  const { t } = useTranslation();
  const { leave } = useLogout();
  // The menu's code loads when it first opens (or the button is hovered or focused before).
  const trigger = useLazyMenuTrigger();
  const name = session.displayName || session.email || t('shell.userMenu');

  return (
    <ButtonContext value={{ isPressed: trigger.isPressed }}>
      <Button
        {...trigger.buttonProps}
        className={classes.button}
        data-testid="user-menu-button"
        onHoverStart={userMenu.preload}
        onFocus={userMenu.preload}
      >
        <UserIcon />
        <span className={classes.hiddenLabel}>{t('shell.userMenu')}: </span>
        <span className={classes.name}>{name}</span>
      </Button>
      {trigger.used && <userMenu.Loaded overlay={trigger.overlay} isAdmin={showAdminLink} onLogout={leave} />}
    </ButtonContext>
  );
}
