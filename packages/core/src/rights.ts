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

/**
 * The platform operators' role: `platform.tenants` (every tenant), which no tenant role may hold. It is
 * built in like the others, though only the privileged path adds it to a tenant (the demo seed, later
 * the platform's Tenants area): it is shown translated and can never be deleted.
 */
export const PLATFORM_OPERATOR_ROLE = {
  name: 'platform',
  description: 'Platform operators: every tenant',
  rights: ['platform.tenants'],
} as const satisfies BuiltInRole;

/** Every role that comes with the product, with its seeded description. */
const ROLES_BUILT_IN: readonly BuiltInRole[] = [...BUILT_IN_ROLES, PLATFORM_OPERATOR_ROLE];

/** Whether a role of this name comes with the product (its texts are the catalogue's). */
export function builtInRole(name: string): BuiltInRole | null {
  return ROLES_BUILT_IN.find((role) => role.name === name) ?? null;
}

/**
 * Whether a role may be deleted: custom roles only. The type is checked with the name, because a
 * tenant's copy of the platform operators' role may still carry the type `custom` it was first
 * stored with.
 */
export function isDeletableRole(role: { name: string; type: string }): boolean {
  return role.type === 'custom' && builtInRole(role.name) === null;
}

/**
 * Rights whose admin screens do not exist yet (none now; translations got theirs in issue 27): the
 * server keeps them so built-in roles stay as the design has them, but the Roles screen does not offer
 * them until their areas land, since ticking them would grant nothing (decision 0055).
 */
export const RIGHTS_WITHOUT_SCREEN: readonly Right[] = [];

/** The rights the Roles screen offers and shows. */
export const OFFERED_TENANT_RIGHTS: readonly Right[] = TENANT_RIGHTS.filter(
  (right) => !RIGHTS_WITHOUT_SCREEN.includes(right),
);

const pascal = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The catalogue keys of a built-in role's name and description (e.g. shopadmin →
 * admin.roleShopadminName, admin.roleShopadminDescription), so the admin shows them in its language;
 * null for any other name (custom roles show what the admin typed). The en-GB texts equal the
 * descriptions above, which is what a tenant's row holds until an admin changes it.
 */
export function builtInRoleTextKeys(name: string): { name: string; description: string } | null {
  if (builtInRole(name) === null) return null;
  return { name: `admin.role${pascal(name)}Name`, description: `admin.role${pascal(name)}Description` };
}
