import { localizedText } from '@print/core/i18n/localized-text';
import type { HeaderNavItem } from '@print/core/theme/header-layout';
import { NavLink } from 'react-router';
import { useShell } from '../shell-context.tsx';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../ui/class-names.ts';
import styles from './header.module.css';

/**
 * The main navigation (items from headerLayout: the shop's own entries or Home and Catalogue, the
 * catalogue always within reach, and the cart whenever the cart icon is not there); `vertical` is the layout inside the menu panel.
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
  const { t, i18n } = useTranslation();
  const { defaultLanguage } = useShell().tenant;
  const text = (item: HeaderNavItem) =>
    item.key !== undefined ? t(item.key) : localizedText(item.label, i18n.language, defaultLanguage);
  return (
    <nav aria-label={t('shell.mainNavigation')} className={className}>
      <ul className={classNames(styles.navList, vertical && styles.navListVertical)}>
        {items.map((item, index) => (
          <li key={`${index}:${item.to}`}>
            {item.to.startsWith('/') && !item.newTab ? (
              <NavLink
                to={item.to}
                end={item.to === '/'}
                className={({ isActive }) => classNames(styles.navLink, isActive && styles.navLinkActive)}
              >
                {text(item)}
              </NavLink>
            ) : (
              // The shop's own entries may lead elsewhere (https://) or open a new tab.
              <a
                href={item.to}
                className={styles.navLink}
                {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {text(item)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
