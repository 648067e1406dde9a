import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { useShell } from '../../shell/shell-context.tsx';
import { classNames } from '../../ui/class-names.ts';
import { visibleAdminNav, type AdminNavGroup } from './admin-nav.ts';
import styles from './admin.module.css';

function NavGroup({ group }: { group: AdminNavGroup }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className={styles.group}>
      <h2 id={headingId} className={styles.groupTitle}>
        {t(group.labelKey)}
      </h2>
      <ul className={styles.links} aria-labelledby={headingId}>
        {group.entries.map((entry) => (
          <li key={entry.path}>
            {/* NavLink marks the current page with aria-current="page". */}
            <NavLink
              to={`/admin/${entry.path}`}
              className={({ isActive }) => classNames(styles.link, isActive && styles.active)}
              data-testid={`admin-nav-${entry.path}`}
            >
              {t(entry.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The admin panel: the sidebar (only the entries the user's rights allow) beside the page. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { session } = useShell();
  const groups = visibleAdminNav(session?.rights ?? []);
  return (
    <div className={styles.layout}>
      <nav className={styles.sidebar} aria-label={t('admin.panelTitle')} data-testid="admin-sidebar">
        <p className={styles.sidebarTitle}>{t('admin.panelTitle')}</p>
        {groups.map((group) => (
          <NavGroup key={group.labelKey} group={group} />
        ))}
        <Link to="/" className={styles.backLink}>
          {t('admin.backToShop')}
        </Link>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
