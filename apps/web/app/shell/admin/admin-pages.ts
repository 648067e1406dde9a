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
 * A screen of its own outside the admin's frame, full screen, at `/<path>` (the theme editor at
 * /themeeditor): its sidebar entry leads there, routes.ts routes it at the top level, and its route
 * module checks its right with `requireAdminPage` like any admin page.
 */
export type ScreenAdminPage = AdminPageBase & {
  /** Its route module, relative to app/, routed at `/<path>`. */
  screenModule: string;
  module?: never;
  status?: never;
};

/**
 * A page of the spec still to come: no route, no sidebar entry (the sidebar shows only pages that
 * open), and its right stays off the Roles screen while no built page needs it (decision 0055). When
 * the page lands, `status` gives way to its `module`.
 */
export type PlannedAdminPage = AdminPageBase & { status: 'planned'; module?: never };

export type AdminPage = BuiltAdminPage | ScreenAdminPage | PlannedAdminPage;

/** A page that opens: in the admin's frame, or a screen of its own. */
export type OpenedAdminPage = BuiltAdminPage | ScreenAdminPage;

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
    path: 'themeeditor',
    labelKey: 'admin.themeEditor',
    right: 'theme.edit',
    group: 'settings',
    screenModule: 'routes/theme-editor.tsx',
  },
  {
    // The tenant detail's tabs (spec §2) for the shop's own admins (decision 0093).
    path: 'settings',
    labelKey: 'admin.navTenantSettings',
    right: 'tenant.settings',
    group: 'settings',
    module: 'routes/admin/settings.tsx',
  },
  {
    path: 'system',
    labelKey: 'admin.navSystem',
    right: 'tenant.settings',
    group: 'settings',
    module: 'routes/admin/system.tsx',
  },
  {
    // The tenant detail's Navigation tab (spec §2) for the shop's own admins, who do not reach the
    // platform's Tenants area.
    path: 'navigation',
    labelKey: 'admin.tenantTabNavigation',
    right: 'tenant.settings',
    group: 'settings',
    module: 'routes/admin/navigation.tsx',
  },
  {
    // The tenant detail's Domain tab (spec §3 tenant domain manager) for the shop's own admins.
    path: 'domains',
    labelKey: 'admin.tenantTabDomain',
    right: 'tenant.settings',
    group: 'settings',
    module: 'routes/admin/domains.tsx',
  },
  {
    path: 'localization',
    labelKey: 'admin.navLocalization',
    right: 'tenant.settings',
    group: 'settings',
    module: 'routes/admin/localization.tsx',
  },
  {
    path: 'translations',
    labelKey: 'admin.navTranslations',
    right: 'translations.edit',
    group: 'settings',
    module: 'routes/admin/translations.tsx',
  },
  {
    path: 'tenants',
    labelKey: 'admin.navTenants',
    right: 'platform.tenants',
    group: 'settings',
    module: 'routes/admin/tenants.tsx',
    detailModule: 'routes/admin/tenant.tsx',
  },
] as const satisfies readonly AdminPage[];

type OpenedEntry = Extract<(typeof ADMIN_PAGES)[number], { module: string } | { screenModule: string }>;

/** The path of a page that opens: what a route module names its page by. */
export type AdminPagePath = OpenedEntry['path'];

export const isBuiltAdminPage = (page: AdminPage): page is BuiltAdminPage => typeof page.module === 'string';
export const isAdminScreen = (page: AdminPage): page is ScreenAdminPage =>
  typeof (page as Partial<ScreenAdminPage>).screenModule === 'string';

/** The pages in the admin's frame that exist, in the sidebar's order. */
export const BUILT_ADMIN_PAGES: readonly BuiltAdminPage[] = (ADMIN_PAGES as readonly AdminPage[]).filter(
  isBuiltAdminPage,
);

/** The screens of their own (routed at the top level). */
export const ADMIN_SCREENS: readonly ScreenAdminPage[] = (ADMIN_PAGES as readonly AdminPage[]).filter(
  isAdminScreen,
);

/** Every page that opens, in the sidebar's order. */
export const OPENED_ADMIN_PAGES: readonly OpenedAdminPage[] = (ADMIN_PAGES as readonly AdminPage[]).filter(
  (page): page is OpenedAdminPage => isBuiltAdminPage(page) || isAdminScreen(page),
);

/** The page at `path` (typed: only pages that open). */
export function adminPage(path: AdminPagePath): OpenedAdminPage {
  return OPENED_ADMIN_PAGES.find((page) => page.path === path)!;
}

/** Where a page that opens is: `/admin/<path>`, or `/<path>` for a screen of its own. */
export const adminPageAddress = (page: OpenedAdminPage): string =>
  isAdminScreen(page) ? `/${page.path}` : `/admin/${page.path}`;
