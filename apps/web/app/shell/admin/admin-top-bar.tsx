import type { SessionInfo } from '@print/core/auth/auth-api';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserMenuButton } from '../header/user-menu-button.tsx';
import { useShell } from '../shell-context.tsx';
import { CloseIcon, MenuIcon } from '../../ui/icons.tsx';
import { StoreIcon } from '../../ui/icons.tsx';
import { AdminTenantSwitcher } from './admin-tenant-switcher.tsx';
import type { AdminTenant } from './admin-tenants.ts';
import styles from './admin-shell.module.css';

export type AdminMenu = {
  open: boolean;
  panelId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  toggle: () => void;
};

/** The admin's top bar: the menu button (up to 768 px), the shop, the tenant switcher, the shop link, the user. */
export function AdminTopBar({
  session,
  tenants,
  menu,
}: {
  session: SessionInfo | null;
  tenants: readonly AdminTenant[];
  /** Null when there is no navigation to open (no entry for the user's rights). */
  menu: AdminMenu | null;
}) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  return (
    <header className={styles.topBar} data-testid="admin-top-bar">
      {menu && (
        <button
          ref={menu.buttonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={menu.open}
          aria-controls={menu.panelId}
          aria-label={menu.open ? t('shell.closeMenu') : t('shell.openMenu')}
          onClick={menu.toggle}
          data-testid="admin-menu-button"
        >
          {menu.open ? <CloseIcon /> : <MenuIcon />}
        </button>
      )}
      <Link to="/admin" className={styles.shop} data-testid="admin-shop-name">
        <span className={styles.shopName}>{tenant.companyName}</span>
        <span className={styles.panelName}>{t('admin.panelTitle')}</span>
      </Link>
      <div className={styles.barActions}>
        <AdminTenantSwitcher tenants={tenants} />
        <Link to="/" className={styles.barLink} data-testid="admin-shop-link">
          <StoreIcon />
          <span className={styles.barLabel}>{t('admin.backToShop')}</span>
        </Link>
        {session && !session.isTemporary && (
          <UserMenuButton
            session={session}
            classes={{ button: styles.barButton, name: styles.userName, hiddenLabel: styles.visuallyHidden }}
            showAdminLink={false}
          />
        )}
      </div>
    </header>
  );
}
