import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageMain, SkipLink } from '../page-main.tsx';
import { useShell } from '../shell-context.tsx';
import { useDisclosureMenu } from '../use-disclosure-menu.ts';
import { visibleAdminNav } from './admin-nav.ts';
import { AdminSidebar } from './admin-sidebar.tsx';
import type { AdminTenant } from './admin-tenants.ts';
import { AdminTopBar } from './admin-top-bar.tsx';
import styles from './admin-shell.module.css';

/**
 * The admin's own frame (no shop header, footer or cookie banner): skip link, top bar, the sidebar of
 * the entries the user's rights allow, and the page. The toasts, the confirmation dialog and the
 * translations come from the root like on every screen.
 */
export function AdminLayout({
  tenants = [],
  children = <Outlet />,
  fullScreen = false,
}: {
  tenants?: readonly AdminTenant[];
  children?: ReactNode;
  /** A full-screen editor (the page builder): the top bar stays, the sidebar gives it its room. */
  fullScreen?: boolean;
}) {
  const { session } = useShell();
  const groups = fullScreen ? [] : visibleAdminNav(session?.rights ?? []);
  const menu = useDisclosureMenu();
  const sidebar = useRef<HTMLElement>(null);

  // Opened from the menu button: the keyboard goes on in the navigation it opened.
  useEffect(() => {
    if (menu.open) sidebar.current?.querySelector('a')?.focus();
  }, [menu.open]);

  return (
    <div className={fullScreen ? `${styles.frame} ${styles.fullScreen}` : styles.frame}>
      <SkipLink />
      <AdminTopBar session={session} tenants={tenants} menu={groups.length > 0 ? menu : null} />
      {!fullScreen && <AdminSidebar ref={sidebar} id={menu.panelId} groups={groups} open={menu.open} />}
      <PageMain className={styles.main}>{children}</PageMain>
    </div>
  );
}
