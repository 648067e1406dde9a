import type { Right } from '@print/core/rights';

// The admin sidebar (spec §2: groups Store, User administration, Settings) and the right each page
// needs (DESIGN §7). The server checks the same rights on every call; this only decides what to show.
// An entry comes with its page (a route in routes.ts): no entry leads to a page that does not exist.
// Pages still to come, at their paths of DESIGN §6: Store — pages; Settings —
// localization, translations, tenants.

export type AdminNavEntry = {
  /** Path under /admin (DESIGN §6). */
  path: string;
  labelKey: string;
  right: Right;
};

export type AdminNavGroup = { labelKey: string; entries: AdminNavEntry[] };

export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    labelKey: 'admin.navGroupStore',
    entries: [
      { path: 'dashboard', labelKey: 'admin.navDashboard', right: 'admin.access' },
      { path: 'activity', labelKey: 'admin.navActivity', right: 'admin.access' },
      { path: 'orders', labelKey: 'admin.navOrders', right: 'orders.read' },
      { path: 'products', labelKey: 'admin.navProducts', right: 'catalog.read' },
      { path: 'product-fields', labelKey: 'admin.navProductFields', right: 'catalog.read' },
      { path: 'product-meta-fields', labelKey: 'admin.navProductMetaFields', right: 'catalog.read' },
      { path: 'categories', labelKey: 'admin.navCategories', right: 'catalog.read' },
      { path: 'price-lists', labelKey: 'admin.navPriceLists', right: 'catalog.read' },
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
    entries: [{ path: 'system', labelKey: 'admin.navSystem', right: 'tenant.settings' }],
  },
];

/**
 * The sidebar for these rights: entries the user may open, groups without any left out. Nothing
 * without admin.access: shoppers hold rights such as catalog.read too, to browse the shop.
 */
export function visibleAdminNav(rights: readonly string[]): AdminNavGroup[] {
  if (!rights.includes('admin.access')) return [];
  return ADMIN_NAV.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => rights.includes(entry.right)),
  })).filter((group) => group.entries.length > 0);
}
