import { useId } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { classNames } from '../../ui/class-names.ts';
import type { AdminNavGroup } from './admin-nav.ts';
import styles from './admin-shell.module.css';

function NavGroup({ group }: { group: AdminNavGroup }) {
  const { t } = useTranslation();
  const headingId = useId();
  // A screen of its own (the theme editor) closes back to the admin page it was opened from.
  const { pathname, search } = useLocation();
  const from = `?from=${encodeURIComponent(pathname + search)}`;
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
              to={entry.isScreen ? `${entry.to}${from}` : entry.to}
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

/**
 * The sidebar: the groups and entries the user's rights allow. Up to 768 px it is hidden until the top
 * bar's menu button opens it (`open`), so on a phone the page's content comes first.
 */
export function AdminSidebar({
  groups,
  id,
  open,
  ref,
}: {
  groups: readonly AdminNavGroup[];
  id: string;
  open: boolean;
  ref?: Ref<HTMLElement>;
}) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  return (
    <nav
      ref={ref}
      id={id}
      className={styles.sidebar}
      data-open={open || undefined}
      aria-label={t('admin.panelTitle')}
      data-testid="admin-sidebar"
    >
      {groups.map((group) => (
        <NavGroup key={group.labelKey} group={group} />
      ))}
    </nav>
  );
}
