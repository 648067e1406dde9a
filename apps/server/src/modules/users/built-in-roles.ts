import { BUILT_IN_ROLES, PLATFORM_OPERATOR_ROLE } from '@print/core/rights';

import type { Tx } from '../../platform/db/client.ts';
import { roles } from './users.tables.ts';

/** Seeds the built-in roles (type system) into the current tenant; existing ones keep their rights. */
export async function ensureBuiltInRoles(tx: Tx) {
  await tx
    .insert(roles)
    .values(
      BUILT_IN_ROLES.map((role) => ({
        name: role.name,
        description: role.description,
        type: 'system' as const,
        rights: [...role.rights],
      })),
    )
    .onConflictDoNothing();
}

export { PLATFORM_OPERATOR_ROLE };

/**
 * Adds the platform operators' role (@print/core rights) to the current tenant as a built-in role; an
 * existing one keeps its rights and description and becomes built-in (it was first stored as custom).
 * Only the privileged path calls it; the roles rules keep it safe from tenant admins.
 */
export async function ensurePlatformOperatorRole(tx: Tx) {
  await tx
    .insert(roles)
    .values({
      ...PLATFORM_OPERATOR_ROLE,
      rights: [...PLATFORM_OPERATOR_ROLE.rights],
      type: 'system',
    })
    .onConflictDoUpdate({ target: [roles.tenantId, roles.name], set: { type: 'system' } });
}
