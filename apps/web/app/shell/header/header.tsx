import { brandViewports, headerLayout, type HeaderSlot } from '@print/core/theme/header-layout';
import { useShell } from '../shell-context.tsx';
import { Brand } from './brand.tsx';
import { CartLink, FavouritesLink, HeaderCta, NotificationsButton } from './header-actions.tsx';
import { HeaderSearch } from './header-search.tsx';
import { HeaderTopLine } from './header-top-line.tsx';
import { shownOn } from './header-visibility.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MainNav } from './main-nav.tsx';
import { useMobileMenu } from './mobile-menu.tsx';
import { UserMenu } from './user-menu.tsx';
import styles from './header.module.css';

/**
 * The shop header as the tenant's header settings say (spec §3/§4): type Default or Simple, which
 * parts show, and above 768 up to 1152 px the mobile layout scheme. headerLayout (in @print/core)
 * decides where each part shows; this renders it, each part hidden by CSS at the other widths.
 */
export function Header() {
  const { header, navigation, logos } = useShell().tenant;
  const layout = headerLayout(header, navigation);
  const menu = useMobileMenu();
  const has = (slot: HeaderSlot) => layout.slots[slot].length > 0;
  const at = (slot: HeaderSlot, className?: string) => shownOn(layout.slots[slot], className);

  return (
    <header
      className={styles.header}
      data-header-type={header.type}
      data-mobile-scheme={header.mobileLayoutScheme}
    >
      {has('topLine') && <HeaderTopLine className={at('topLine')} />}
      <div className={styles.bar}>
        {menu.button}
        <Brand viewports={brandViewports(layout, Boolean(logos?.wideLogo))} />
        <MainNav items={layout.navItems} className={at('mainNav')} />
        {has('search') && <HeaderSearch className={at('search', styles.barSearch)} />}
        <div className={styles.actions}>
          {has('notifications') && <NotificationsButton className={at('notifications')} />}
          {has('favourites') && <FavouritesLink className={at('favourites')} />}
          {has('cart') && <CartLink className={at('cart')} />}
          <LanguageSwitcher />
          <UserMenu />
          {has('cta') && <HeaderCta className={at('cta')} />}
        </div>
      </div>
      <div id={menu.panelId} className={styles.mobilePanel} hidden={!menu.open} data-testid="mobile-menu">
        {has('menuSearch') && <HeaderSearch className={at('menuSearch')} />}
        <MainNav vertical items={layout.menuItems} />
        <div className={styles.mobileExtras}>
          {has('menuFavourites') && <FavouritesLink className={at('menuFavourites')} />}
          {has('menuCta') && <HeaderCta className={at('menuCta')} />}
        </div>
      </div>
    </header>
  );
}
