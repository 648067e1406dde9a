import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SessionInfo } from '@print/core/auth/auth-api';
import { RIGHTS_WITHOUT_SCREEN, TENANT_RIGHTS, type Right } from '@print/core/rights';
import type { ServerShellData } from '@print/core/shell-data';
import { describe, expect, it } from 'vitest';
import routes from '../../routes.ts';
import { requireAdminPage } from './admin-access.ts';
import { ADMIN_NAV } from './admin-nav.ts';
import {
  ADMIN_PAGES,
  ADMIN_SCREENS,
  BUILT_ADMIN_PAGES,
  OPENED_ADMIN_PAGES,
  type AdminPage,
  type AdminPagePath,
} from './admin-pages.ts';

// The admin page descriptor is the one place a page's path, right and label are written: the routes,
// the sidebar and the access checks made from it must agree with it and with each other.

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] };

const pages = ADMIN_PAGES as readonly AdminPage[];
const app = path.resolve(import.meta.dirname, '../..');
const adminRoutes = (routes as RouteEntry[]).find((entry) => entry.path === 'admin')!.children!;
const pageRoutes = adminRoutes.filter((entry) => !entry.index && entry.path !== '*');

const session = (rights: Right[]): SessionInfo => ({
  userId: 'u1',
  displayName: 'Ada',
  email: 'ada@example.com',
  isTemporary: false,
  language: 'en-GB',
  rights,
});

/** What requireAdminPage throws for these rights: null when the page opens. */
function refusal(page: AdminPagePath, rights: Right[]): unknown {
  try {
    const context = { shell: { session: session(rights) } as ServerShellData };
    requireAdminPage(context, new Request(`http://shop.test/admin/${page}`), page);
    return null;
  } catch (error) {
    return error;
  }
}

describe('admin page descriptor', () => {
  it('holds every sidebar entry of spec §2, in its groups, those still to come marked planned', () => {
    expect(pages.map((page) => page.labelKey)).toEqual(
      expect.arrayContaining(
        [
          'Overview',
          'Dashboard',
          'Orders',
          'Products',
          'ProductFields',
          'ProductMetaFields',
          'Categories',
          'PriceLists',
          'CmsPages',
          'System',
          'Localization',
          'Translations',
          'Roles',
          'Tenants',
          'Users',
          'UserFields',
        ].map((entry) => `admin.nav${entry}`),
      ),
    );
    const planned = pages.filter((page) => page.status === 'planned').map((page) => page.path);
    expect(planned).toEqual(['overview']);
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every page that exists its route (and its detail route), and no other page one', () => {
    const expected = [
      // The tenant setup wizard (platform.tenants), routed before the Tenants area's detail page; it
      // joins that page's descriptor entry once the Tenants area lands.
      { path: 'tenants/new', file: 'routes/admin/tenant-new.tsx' },
      ...BUILT_ADMIN_PAGES.flatMap((page) => [
        { path: page.path, file: page.module },
        ...(page.detailModule ? [{ path: `${page.path}/:id`, file: page.detailModule }] : []),
        ...(page.editorModule ? [{ path: `${page.path}/:id/edit`, file: page.editorModule }] : []),
      ]),
    ];
    expect(pageRoutes.map(({ path, file }) => ({ path, file }))).toEqual(expected);
  });

  it('routes every screen of its own at the top level, outside both frames', () => {
    const topLevel = (routes as RouteEntry[]).filter((entry) =>
      ADMIN_SCREENS.some((page) => page.path === entry.path),
    );
    expect(topLevel.map(({ path, file, children }) => ({ path, file, children }))).toEqual(
      ADMIN_SCREENS.map((page) => ({ path: page.path, file: page.screenModule, children: undefined })),
    );
    expect(ADMIN_SCREENS.map((page) => page.path)).toEqual(['themeeditor']);
  });

  it('gives every page that opens its sidebar entry in its group, and no planned page one', () => {
    const entries = ADMIN_NAV.flatMap((group) => group.entries.map((entry) => entry.path));
    expect(entries).toEqual(OPENED_ADMIN_PAGES.map((page) => page.path));
    expect(ADMIN_NAV.map((group) => group.labelKey)).toEqual([
      'admin.navGroupStore',
      'admin.navGroupUserAdministration',
      'admin.navGroupSettings',
    ]);
  });

  it("checks each page's own right in its route modules, refusing a session without it", () => {
    for (const page of OPENED_ADMIN_PAGES) {
      const name = page.path as AdminPagePath;
      const modules =
        'screenModule' in page ? [page.screenModule] : [page.module, page.detailModule, page.editorModule];
      for (const module of modules.filter(Boolean)) {
        const source = readFileSync(path.join(app, module!), 'utf8');
        expect(source, module).toContain(`requireAdminPage(context, request, '${name}')`);
      }
      expect(refusal(name, ['admin.access', page.right])).toBeNull();
      // Every other right, but not the page's own; then everything but admin.access.
      const others = TENANT_RIGHTS.filter((right) => right !== page.right && right !== 'admin.access');
      const forbidden = { init: { status: 403 } };
      if (page.right !== 'admin.access')
        expect(refusal(name, ['admin.access', ...others]), page.path).toMatchObject(forbidden);
      const withoutAccess = [...others, page.right].filter((right) => right !== 'admin.access');
      expect(refusal(name, withoutAccess), page.path).toMatchObject(forbidden);
    }
  });

  it('keeps the Roles screen to rights of pages that exist (decision 0055)', () => {
    const built = new Set<Right>(OPENED_ADMIN_PAGES.map((page) => page.right));
    // A page that lands takes its right off the list of rights without a screen, in the same change.
    for (const right of RIGHTS_WITHOUT_SCREEN) expect(built.has(right), right).toBe(false);
    // A right that only pages still to come need is not offered yet.
    for (const page of pages)
      if (page.status === 'planned' && !built.has(page.right) && TENANT_RIGHTS.includes(page.right))
        expect(RIGHTS_WITHOUT_SCREEN, page.path).toContain(page.right);
  });
});
