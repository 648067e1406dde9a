import type { Right } from '@print/core/rights';
import { ADMIN_NAV_GROUPS, adminPageAddress, isAdminScreen, OPENED_ADMIN_PAGES } from './admin-pages.ts';

// The admin sidebar (spec §2: groups Store, User administration, Settings), made from the admin page
// descriptor (admin-pages.ts): an entry per page that opens (a screen of its own, such as the theme
// editor, too), with the right it needs (DESIGN §7). The
// server checks the same rights on every call; this only decides what to show.

export type AdminNavEntry = {
  /** Path under /admin (DESIGN §6), or of a screen of its own. */
  path: string;
  /** Where it leads: `/admin/<path>`, or `/<path>` for a screen of its own. */
  to: string;
  /** A screen of its own (full screen, outside the admin's frame), which Close leaves back to here. */
  isScreen: boolean;
  labelKey: string;
  right: Right;
};

export type AdminNavGroup = { labelKey: string; entries: AdminNavEntry[] };

/** Every group with its pages that exist; a group without any is left out. */
export const ADMIN_NAV: readonly AdminNavGroup[] = ADMIN_NAV_GROUPS.map((group) => ({
  labelKey: group.labelKey,
  entries: OPENED_ADMIN_PAGES.filter((page) => page.group === group.key).map((page) => ({
    path: page.path,
    to: adminPageAddress(page),
    isScreen: isAdminScreen(page),
    labelKey: page.labelKey,
    right: page.right,
  })),
})).filter((group) => group.entries.length > 0);

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
