import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../ui/class-names.ts';
import styles from './header.module.css';

export const NAV_ITEMS = [
  { to: '/', key: 'shell.navHome', end: true },
  { to: '/catalog', key: 'shop.catalogue', end: false },
] as const;

/** The main navigation; `vertical` is the layout inside the collapsed (mobile) menu. */
export function MainNav({ vertical = false, className }: { vertical?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.mainNavigation')} className={className}>
      <ul className={classNames(styles.navList, vertical && styles.navListVertical)}>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
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
