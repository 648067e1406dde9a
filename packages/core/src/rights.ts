/** Rights are `area.action` strings checked on the server (DESIGN.md §7); the browser only hides controls. */
export const RIGHTS = [
  'admin.access',
  'catalog.read',
  'catalog.write',
  'prices.write',
  'orders.read',
  'orders.manage',
  'cms.edit',
  'translations.edit',
  'theme.edit',
  'users.manage',
  'roles.manage',
  'fields.manage',
  'tenant.settings',
  'platform.tenants',
] as const;
export type Right = (typeof RIGHTS)[number];

export function isRight(value: string): value is Right {
  return (RIGHTS as readonly string[]).includes(value);
}

/** Rights a tenant role may hold: all but the platform operators' `platform.tenants` (DESIGN §7). */
export const TENANT_RIGHTS: readonly Right[] = RIGHTS.filter((right) => right !== 'platform.tenants');

export function isTenantRight(value: string): value is Right {
  return (TENANT_RIGHTS as readonly string[]).includes(value);
}

/**
 * The rights in `requested` that `own` lacks. Whoever grants or takes away rights (through a role or a
 * role assignment) must hold them: a user manager cannot make anyone, themself included, more powerful
 * than they are.
 */
export function rightsBeyond(own: Iterable<string>, requested: Iterable<string>): string[] {
  const held = new Set(own);
  return [...new Set(requested)].filter((right) => !held.has(right));
}

export type BuiltInRole = { name: string; description: string; rights: readonly Right[] };

/** Built-in roles (type `system`, not deletable), seeded into every tenant. */
export const BUILT_IN_ROLES: readonly BuiltInRole[] = [
  // platform.tenants (all tenants) is never part of a tenant role; it belongs to platform operators.
  {
    name: 'admin',
    description: 'Tenant administrator with every tenant right',
    rights: TENANT_RIGHTS,
  },
  {
    name: 'shopadmin',
    description: 'Runs the shop: products, prices, orders, pages',
    rights: [
      'admin.access',
      'catalog.read',
      'catalog.write',
      'prices.write',
      'orders.read',
      'orders.manage',
      'cms.edit',
      'translations.edit',
    ],
  },
  {
    name: 'coach',
    description: 'Builds pages with the page builder',
    rights: ['admin.access', 'catalog.read', 'cms.edit'],
  },
  { name: 'customer', description: 'Registered shopper', rights: ['catalog.read'] },
  { name: 'temporary', description: 'Anonymous visitor with a temporary session', rights: ['catalog.read'] },
];

const pascal = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The catalogue keys of a built-in role's name and description (e.g. shopadmin →
 * admin.roleShopadminName, admin.roleShopadminDescription), so the admin shows them in its language;
 * null for any other name (custom roles show what the admin typed). The en-GB texts equal the
 * descriptions above, which is what a tenant's row holds until an admin changes it.
 */
export function builtInRoleTextKeys(name: string): { name: string; description: string } | null {
  if (!BUILT_IN_ROLES.some((role) => role.name === name)) return null;
  return { name: `admin.role${pascal(name)}Name`, description: `admin.role${pascal(name)}Description` };
}
