import type { Right } from '@print/core/rights';

// Every page of the admin panel, in the sidebar's order (spec §2: groups Store, User administration,
// Settings; paths of DESIGN §6). One entry gives a page its route (routes.ts), its sidebar entry
// (admin-nav.ts) and its access check (the route module asks `requireAdminPage` with the entry's
// path): a page's path, right and label are written here only (decision 0060).
// Plain data: routes.ts reads it when React Router loads the route config, so it imports only types.

export type AdminNavGroupKey = 'store' | 'userAdministration' | 'settings';

/** The sidebar's groups, in order. */
export const ADMIN_NAV_GROUPS: readonly { key: AdminNavGroupKey; labelKey: string }[] = [
  { key: 'store', labelKey: 'admin.navGroupStore' },
  { key: 'userAdministration', labelKey: 'admin.navGroupUserAdministration' },
  { key: 'settings', labelKey: 'admin.navGroupSettings' },
];

type AdminPageBase = {
  /** Path under /admin; also the page's name for `requireAdminPage`. */
  path: string;
  /** Its sidebar entry's text, and the page's title unless its route module names another. */
  labelKey: string;
  /** What opening it takes besides admin.access (the server checks every call again). */
  right: Right;
  group: AdminNavGroupKey;
};

/** A page that exists. */
export type BuiltAdminPage = AdminPageBase & {
  /** Its route module, relative to app/ (as routes.ts names modules). */
  module: string;
  /** The route module of its detail page at `<path>/:id`, if it has one (same right). */
  detailModule?: string;
  /**
   * The route module of a full-screen editor of one item at `<path>/:id/edit` (the page builder), same
   * right; the admin frame shows it without the sidebar (its route's `handle.fullScreen`).
   */
  editorModule?: string;
  status?: never;
};

/**
 * A page of the spec still to come: no route, no sidebar entry (the sidebar shows only pages that
 * open), and its right stays off the Roles screen while no built page needs it (decision 0055). When
 * the page lands, `status` gives way to its `module`.
 */
export type PlannedAdminPage = AdminPageBase & { status: 'planned' };

export type AdminPage = BuiltAdminPage | PlannedAdminPage;

export const ADMIN_PAGES = [
  // Store
  {
    path: 'overview',
    labelKey: 'admin.navOverview',
    right: 'admin.access',
    group: 'store',
    status: 'planned',
  },
  {
    path: 'dashboard',
    labelKey: 'admin.navDashboard',
    right: 'admin.access',
    group: 'store',
    module: 'routes/admin/dashboard.tsx',
  },
  {
    path: 'activity',
    labelKey: 'admin.navActivity',
    right: 'admin.access',
    group: 'store',
    module: 'routes/admin/activity.tsx',
  },
  {
    path: 'orders',
    labelKey: 'admin.navOrders',
    right: 'orders.read',
    group: 'store',
    module: 'routes/admin/orders.tsx',
    detailModule: 'routes/admin/order.tsx',
  },
  {
    path: 'products',
    labelKey: 'admin.navProducts',
    right: 'catalog.read',
    group: 'store',
    module: 'routes/admin/products.tsx',
    detailModule: 'routes/admin/product.tsx',
  },
  {
    path: 'product-fields',
    labelKey: 'admin.navProductFields',
    right: 'catalog.read',
    group: 'store',
    module: 'routes/admin/product-fields.tsx',
  },
  {
    path: 'product-meta-fields',
    labelKey: 'admin.navProductMetaFields',
    right: 'catalog.read',
    group: 'store',
    module: 'routes/admin/product-meta-fields.tsx',
  },
  {
    path: 'categories',
    labelKey: 'admin.navCategories',
    right: 'catalog.read',
    group: 'store',
    module: 'routes/admin/categories.tsx',
    detailModule: 'routes/admin/category.tsx',
  },
  {
    path: 'price-lists',
    labelKey: 'admin.navPriceLists',
    right: 'catalog.read',
    group: 'store',
    module: 'routes/admin/price-lists.tsx',
    detailModule: 'routes/admin/price-list.tsx',
  },
  {
    path: 'pages',
    labelKey: 'admin.navCmsPages',
    right: 'cms.edit',
    group: 'store',
    module: 'routes/admin/content-pages.tsx',
    detailModule: 'routes/admin/content-page.tsx',
    editorModule: 'routes/admin/page-builder.tsx',
  },
  // User administration
  {
    path: 'users',
    labelKey: 'admin.navUsers',
    right: 'users.manage',
    group: 'userAdministration',
    module: 'routes/admin/users.tsx',
  },
  {
    path: 'roles',
    labelKey: 'admin.navRoles',
    right: 'roles.manage',
    group: 'userAdministration',
    module: 'routes/admin/roles.tsx',
  },
  {
    path: 'user-fields',
    labelKey: 'admin.navUserFields',
    right: 'fields.manage',
    group: 'userAdministration',
    module: 'routes/admin/user-fields.tsx',
  },
  // Settings
  {
    path: 'system',
    labelKey: 'admin.navSystem',
    right: 'tenant.settings',
    group: 'settings',
    module: 'routes/admin/system.tsx',
  },
  {
    path: 'localization',
    labelKey: 'admin.navLocalization',
    right: 'tenant.settings',
    group: 'settings',
    status: 'planned',
  },
  {
    path: 'translations',
    labelKey: 'admin.navTranslations',
    right: 'translations.edit',
    group: 'settings',
    status: 'planned',
  },
  {
    path: 'tenants',
    labelKey: 'admin.navTenants',
    right: 'platform.tenants',
    group: 'settings',
    status: 'planned',
  },
] as const satisfies readonly AdminPage[];

type BuiltEntry = Extract<(typeof ADMIN_PAGES)[number], { module: string }>;

/** The path of a page that exists: what a route module names its page by. */
export type AdminPagePath = BuiltEntry['path'];

export const isBuiltAdminPage = (page: AdminPage): page is BuiltAdminPage => page.status !== 'planned';

/** The pages that exist, in the sidebar's order. */
export const BUILT_ADMIN_PAGES: readonly BuiltAdminPage[] = (ADMIN_PAGES as readonly AdminPage[]).filter(
  isBuiltAdminPage,
);

/** The page at `path` (typed: only pages that exist). */
export function adminPage(path: AdminPagePath): BuiltAdminPage {
  return BUILT_ADMIN_PAGES.find((page) => page.path === path)!;
}
