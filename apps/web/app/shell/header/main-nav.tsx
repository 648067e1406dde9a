import type { HeaderNavItem } from '@print/core/theme/header-layout';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../ui/class-names.ts';
import styles from './header.module.css';

/**
 * The main navigation (items from headerLayout, which always include the catalogue, and the cart
 * whenever the cart icon is not there); `vertical` is the layout inside the menu panel.
 */
export function MainNav({
  items,
  vertical = false,
  className,
}: {
  items: readonly HeaderNavItem[];
  vertical?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.mainNavigation')} className={className}>
      <ul className={classNames(styles.navList, vertical && styles.navListVertical)}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) => classNames(styles.navLink, isActive && styles.navLinkActive)}
            >
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
