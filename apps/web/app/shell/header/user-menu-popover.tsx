import { Menu, MenuItem, Popover, RouterProvider, Separator } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import type { MenuOverlay } from './lazy-trigger.ts';
import { MenuTriggerContexts } from './trigger-contexts.tsx';
import popoverStyles from './header-popover.module.css';

/** The registered user's menu, loaded when first opened (user-menu.tsx). */
export function UserMenuPopover({
  overlay,
  isAdmin,
  onLogout,
}: {
  overlay: MenuOverlay;
  isAdmin: boolean;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    // Menu items are real links; the provider lets React Aria follow them with the app's router.
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <MenuTriggerContexts overlay={overlay}>
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
            <MenuItem className={popoverStyles.menuItem} onAction={onLogout} data-testid="user-menu-logout">
              {t('shell.userMenuLogout')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTriggerContexts>
    </RouterProvider>
  );
}
