import { BUILT_IN_ROLES, type Right } from '@print/core/rights';
import type { Tx } from '../../platform/db/client.ts';
import { roles } from './users.tables.ts';

/** Seeds the built-in roles (type system) into the current tenant; existing ones keep their rights. */
export async function ensureBuiltInRoles(tx: Tx, tenantId: string) {
  await tx
    .insert(roles)
    .values(
      BUILT_IN_ROLES.map((role) => ({
        tenantId,
        name: role.name,
        description: role.description,
        type: 'system' as const,
        rights: [...role.rights],
      })),
    )
    .onConflictDoNothing();
}

/**
 * The platform operators' role: `platform.tenants` (every tenant, DESIGN §7), which no tenant role may
 * hold. Only the privileged path creates it (the demo seed, later the platform's Tenants area); the
 * roles rules then keep it safe from tenant admins: granting, changing or deleting it needs that right.
 */
export const PLATFORM_OPERATOR_ROLE = {
  name: 'platform',
  description: 'Platform operators: every tenant',
  rights: ['platform.tenants'] satisfies Right[],
};

/** Adds the platform operators' role to the current tenant (kept when it exists). */
export async function ensurePlatformOperatorRole(tx: Tx, tenantId: string) {
  await tx
    .insert(roles)
    .values({ tenantId, ...PLATFORM_OPERATOR_ROLE, type: 'custom' })
    .onConflictDoNothing();
}
