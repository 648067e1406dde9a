import { isDeletableRole, rightsBeyond } from '@print/core/rights';
import { validateRole, type RoleInput } from '@print/core/users/account-admin';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { assertValid, conflict, forbidden, invalidInput, notFound } from '../../platform/errors.ts';
import { roles } from './users.tables.ts';
import type { SessionUser } from './users.service.ts';

// Roles administration (spec §2 Roles table, §3 Role, §6): custom roles combine rights freely; the
// built-in (system) roles can be edited but never deleted or renamed.

export type RoleRow = typeof roles.$inferSelect;

/** The tenant's roles: built-in first, then by name. */
export function listRoles(tx: Tx): Promise<RoleRow[]> {
  return tx
    .select()
    .from(roles)
    .orderBy(asc(sql`case when ${roles.type} = 'system' then 0 else 1 end`), asc(roles.name));
}

/**
 * Holds the role's row until the transaction ends, before a change reads it: of the same change sent
 * twice at once the second then reads what the first left (and records nothing when nothing changes).
 * FOR NO KEY UPDATE: users being given the role (their user_role rows' foreign key checks take KEY
 * SHARE) are not held off by it, so the two cannot deadlock.
 */
export async function lockRole(tx: Tx, name: string): Promise<void> {
  await tx.select({ name: roles.name }).from(roles).where(eq(roles.name, name)).for('no key update');
}

async function findRole(tx: Tx, name: string): Promise<RoleRow> {
  const [row] = await tx.select().from(roles).where(eq(roles.name, name));
  if (!row) throw notFound('admin.roleNotFound');
  return row;
}

const normalize = (input: Partial<RoleInput>): RoleInput => ({
  name: (input.name ?? '').trim(),
  description: (input.description ?? '').trim(),
  rights: [...new Set(input.rights ?? [])],
});

/** The caller must hold every right they give to or take from a role (see rightsBeyond). */
export function assertGrantable(caller: SessionUser, rights: Iterable<string>, field = 'rights') {
  const beyond = rightsBeyond(caller.rights, rights);
  if (beyond.length === 0) return;
  const error = { key: 'admin.rightsExceedOwn', params: { rights: beyond.join(', ') } };
  throw invalidInput(error.key, { [field]: error }, error.params);
}

const changedRights = (before: readonly string[], after: readonly string[]) => [
  ...after.filter((right) => !before.includes(right)),
  ...before.filter((right) => !after.includes(right)),
];

export async function createRole(tx: Tx, caller: SessionUser, input: Partial<RoleInput>): Promise<RoleRow> {
  const role = normalize(input);
  assertValid(validateRole(role, { checkName: true }));
  assertGrantable(caller, role.rights);
  const [row] = await tx
    .insert(roles)
    .values({ name: role.name, description: role.description, type: 'custom', rights: role.rights })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('admin.roleNameTaken', { name: { key: 'admin.roleNameTaken' } });
  return row;
}

/**
 * Description and rights (what is left out stays); the name is the role's identity (assignments refer
 * to it), so a role is never renamed.
 */
export async function updateRole(
  tx: Tx,
  caller: SessionUser,
  name: string,
  input: Partial<Omit<RoleInput, 'name'>>,
): Promise<RoleRow> {
  const current = await findRole(tx, name);
  const role = normalize({
    name,
    description: input.description ?? current.description,
    rights: input.rights ?? current.rights,
  });
  assertValid(validateRole(role, { checkName: false }));
  assertGrantable(caller, changedRights(current.rights, role.rights));
  const [row] = await tx
    .update(roles)
    .set({ description: role.description, rights: role.rights })
    .where(eq(roles.name, name))
    .returning();
  return row!;
}

/** Deletes a custom role; its assignments go with it (foreign key cascade). */
export async function deleteRole(tx: Tx, caller: SessionUser, name: string): Promise<void> {
  const current = await findRole(tx, name);
  if (!isDeletableRole(current)) throw forbidden('admin.systemRoleNotDeletable');
  assertGrantable(caller, current.rights);
  // Of two deletes at once the second finds it gone: not found, as after the first.
  const deleted = await tx.delete(roles).where(eq(roles.name, name)).returning({ name: roles.name });
  if (!deleted.length) throw notFound('admin.roleNotFound');
}

/** The rights the named roles carry together, and the names that are no role of this tenant. */
export async function rightsOfRoles(tx: Tx, names: readonly string[]) {
  if (names.length === 0) return { rights: [] as string[], unknown: [] as string[] };
  const rows = await tx
    .select({ name: roles.name, rights: roles.rights })
    .from(roles)
    .where(inArray(roles.name, [...names]));
  const byName = new Map(rows.map((row) => [row.name, row.rights]));
  return {
    rights: [...new Set(names.flatMap((name) => byName.get(name) ?? []))],
    unknown: names.filter((name) => !byName.has(name)),
  };
}
