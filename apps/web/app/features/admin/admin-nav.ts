import type { Right } from '@print/core/rights';

// The admin sidebar (spec §2: groups Store, User administration, Settings) and the right each page
// needs (DESIGN §7). The server checks the same rights on every call; this only decides what to show.

export type AdminNavEntry = {
  /** Path under /admin (DESIGN §6). */
  path: string;
  labelKey: string;
  right: Right;
  /** True until the page exists: the route shows the "coming with a later release" notice. */
  later?: boolean;
};

export type AdminNavGroup = { labelKey: string; entries: AdminNavEntry[] };

export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    labelKey: 'admin.navGroupStore',
    entries: [
      { path: 'dashboard', labelKey: 'admin.navDashboard', right: 'admin.access' },
      { path: 'orders', labelKey: 'admin.navOrders', right: 'orders.read' },
      { path: 'products', labelKey: 'admin.navProducts', right: 'catalog.write', later: true },
      { path: 'product-fields', labelKey: 'admin.navProductFields', right: 'catalog.write', later: true },
      { path: 'categories', labelKey: 'admin.navCategories', right: 'catalog.write', later: true },
      { path: 'price-lists', labelKey: 'admin.navPriceLists', right: 'prices.write', later: true },
      { path: 'pages', labelKey: 'admin.navCmsPages', right: 'cms.edit', later: true },
    ],
  },
  {
    labelKey: 'admin.navGroupUserAdministration',
    entries: [
      { path: 'users', labelKey: 'admin.navUsers', right: 'users.manage' },
      { path: 'roles', labelKey: 'admin.navRoles', right: 'roles.manage' },
      { path: 'user-fields', labelKey: 'admin.navUserFields', right: 'fields.manage' },
    ],
  },
  {
    labelKey: 'admin.navGroupSettings',
    entries: [
      { path: 'system', labelKey: 'admin.navSystem', right: 'tenant.settings' },
      { path: 'localization', labelKey: 'admin.navLocalization', right: 'tenant.settings', later: true },
      { path: 'translations', labelKey: 'admin.navTranslations', right: 'translations.edit', later: true },
      { path: 'tenants', labelKey: 'admin.navTenants', right: 'platform.tenants', later: true },
    ],
  },
];

/** The pages that only show the "coming later" notice for now (one route module serves them all). */
export const LATER_ADMIN_PATHS: readonly string[] = ADMIN_NAV.flatMap((group) =>
  group.entries.filter((entry) => entry.later).map((entry) => entry.path),
);

/** The sidebar for these rights: entries the user may open, groups without any left out. */
export function visibleAdminNav(rights: readonly string[]): AdminNavGroup[] {
  return ADMIN_NAV.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => rights.includes(entry.right)),
  })).filter((group) => group.entries.length > 0);
}

/** The entry of a path like /admin/users (or /admin/users/…), if the sidebar has one. */
export function adminNavEntry(pathname: string): AdminNavEntry | undefined {
  const segment = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return ADMIN_NAV.flatMap((group) => group.entries).find((entry) => entry.path === segment);
}
