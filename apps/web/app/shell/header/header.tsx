import { useShell } from '../shell-context.tsx';
import { Brand } from './brand.tsx';
import { CartLink, FavouritesLink, HeaderCta, NotificationsButton } from './header-actions.tsx';
import { HeaderSearch } from './header-search.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MainNav } from './main-nav.tsx';
import { useMobileMenu } from './mobile-menu.tsx';
import { UserMenu } from './user-menu.tsx';
import styles from './header.module.css';

/** Header type Default or Simple, from the tenant's header settings (spec §3/§4). */
export function Header() {
  const { tenant } = useShell();
  return tenant.header.type === 'simple' ? <SimpleHeader /> : <DefaultHeader />;
}

/** Logo, language switcher and login only. */
function SimpleHeader() {
  return (
    <header className={styles.header} data-header-type="simple">
      <div className={styles.bar}>
        <Brand />
        <div className={styles.actions}>
          <LanguageSwitcher />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

function DefaultHeader() {
  const { header } = useShell().tenant;
  const menu = useMobileMenu();
  return (
    <header className={styles.header} data-header-type="default">
      <div className={styles.bar}>
        {menu.button}
        <Brand />
        <MainNav className={styles.desktopOnly} />
        {header.search && <HeaderSearch className={styles.desktopOnly} />}
        <div className={styles.actions}>
          {header.notifications && <NotificationsButton />}
          {header.favourites && <FavouritesLink className={styles.hideOnPhone} />}
          {header.cart && <CartLink />}
          <LanguageSwitcher />
          <UserMenu />
          <HeaderCta className={styles.desktopOnly} />
        </div>
      </div>
      <div id={menu.panelId} className={styles.mobilePanel} hidden={!menu.open} data-testid="mobile-menu">
        {header.search && <HeaderSearch />}
        <MainNav vertical />
        <div className={styles.mobileExtras}>
          {header.favourites && <FavouritesLink className={styles.phoneOnly} />}
          <HeaderCta />
        </div>
      </div>
    </header>
  );
}
