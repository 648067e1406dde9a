import { checkAccessRoles, normalizeAccessRoles } from '@print/core/catalog/access-roles';
import type { Tx } from '../../platform/db/client.ts';
import { invalidInput } from '../../platform/errors.ts';
import { rightsOfRoles } from '../users/roles.service.ts';

// The roles a category or a product is open to (issue 23): the same rule and messages for both. A name
// that is no role of the tenant is refused ('Unknown roles: …'): a typo would hide the entry from
// everyone, and a role created later under that name would silently gain access.

/** Refuses names that are no role of this tenant, as the field `accessRoles`. */
export async function assertKnownRoles(tx: Tx, roles: readonly string[]): Promise<void> {
  const { unknown } = await rightsOfRoles(tx, roles);
  if (unknown.length > 0) {
    const error = { key: 'admin.unknownRole', params: { roles: unknown.join(', ') } };
    throw invalidInput(error.key, { accessRoles: error }, error.params);
  }
}

/** The names as stored (trimmed, no repeats), refused with the first problem: characters, length, unknown. */
export async function checkedAccessRoles(tx: Tx, names: readonly string[]): Promise<string[]> {
  const roles = normalizeAccessRoles(names);
  const problem = checkAccessRoles(roles);
  if (problem) throw invalidInput(problem.key, { accessRoles: problem }, problem.params);
  await assertKnownRoles(tx, roles);
  return roles;
}
