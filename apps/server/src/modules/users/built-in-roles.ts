import { BUILT_IN_ROLES } from '@print/core/rights';
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
