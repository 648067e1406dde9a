import {
  MAX_USER_PAGE_SIZE,
  validateUserAccount,
  type SortDirection,
  type UserAccountInput,
  type UserSortField,
} from '@print/core/users/account-admin';
import type { ValidationError } from '@print/core/validation/messages';
import { and, asc, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { assertValid, conflict, forbidden, invalidInput, notFound } from '../../platform/errors.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { hashPassword } from './passwords.ts';
import { assertGrantable, rightsOfRoles } from './roles.service.ts';
import { userRoles, users } from './users.tables.ts';
import type { SessionUser } from './users.service.ts';

// Users administration (spec §2 Users list, §4 archive/unarchive, §5 rules). Temporary visitors are
// never listed or edited here. Nobody can give or take away rights they do not hold themself, nor
// edit a user who holds such rights.

export const DEFAULT_USER_PAGE_SIZE = 25;

// The roles of each user in the same statement (no query per listed user).
const rolesOfUser = sql<string[]>`coalesce((
  select array_agg(ur.role_name order by ur.role_name) from ${userRoles} ur
  where ur.tenant_id = ${users.tenantId} and ur.user_id = ${users.id}), '{}'::text[])`;

const adminUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.language,
  archivedAt: users.archivedAt,
  createdAt: users.createdAt,
  roles: rolesOfUser,
};

export type AdminUser = {
  id: string;
  email: string | null;
  username: string | null;
  firstName: string;
  lastName: string;
  language: string;
  archivedAt: Date | null;
  createdAt: Date;
  roles: string[];
};

export type UserListOptions = {
  search?: string | null;
  /** true: archived users only; false: active users only; absent: both. */
  archived?: boolean | null;
  offset?: number | null;
  limit?: number | null;
  sortBy?: UserSortField | null;
  sortDirection?: SortDirection | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

function listConditions(options: UserListOptions): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(users.isTemporary, false)];
  if (options.archived === true) conditions.push(isNotNull(users.archivedAt));
  if (options.archived === false) conditions.push(isNull(users.archivedAt));
  const search = options.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.username, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ),
    );
  }
  return and(...conditions);
}

const sortColumns: Record<UserSortField, SQL[]> = {
  name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  email: [sql`lower(${users.email})`],
  username: [sql`${users.username}`],
  createdAt: [sql`${users.createdAt}`],
};

/** One page of registered users with their roles, and how many match in all. */
export async function listUsers(
  tx: Tx,
  options: UserListOptions,
): Promise<{ items: AdminUser[]; total: number }> {
  const where = listConditions(options);
  const limit = Math.min(Math.max(options.limit ?? DEFAULT_USER_PAGE_SIZE, 1), MAX_USER_PAGE_SIZE);
  const offset = Math.max(options.offset ?? 0, 0);
  const direction = options.sortDirection === 'desc' ? desc : asc;
  const order = sortColumns[options.sortBy ?? 'name'].map((column) => direction(column));
  const items = await tx
    .select(adminUserColumns)
    .from(users)
    .where(where)
    .orderBy(...order, asc(users.id)) // the id makes pages stable when sort values repeat
    .limit(limit)
    .offset(offset);
  const [counted] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return { items, total: counted?.total ?? 0 };
}

/** A registered user of this tenant, or null (also for another tenant's id: RLS hides its rows). */
export async function getUser(tx: Tx, id: string): Promise<AdminUser | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select(adminUserColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.isTemporary, false)));
  return row ?? null;
}

export async function requireUser(tx: Tx, id: string): Promise<AdminUser> {
  const user = await getUser(tx, id);
  if (!user) throw notFound('admin.userNotFound');
  return user;
}

export const normalize = (input: Partial<UserAccountInput>): UserAccountInput => ({
  email: (input.email ?? '').trim(),
  username: (input.username ?? '').trim(),
  firstName: (input.firstName ?? '').trim(),
  lastName: (input.lastName ?? '').trim(),
  language: (input.language ?? '').trim(),
  roles: [...new Set(input.roles ?? [])],
  password: input.password ?? '', // never trimmed: spaces may be part of a password
});

/** E-mail (any case) and username are unique per tenant; the unique indexes back this up. */
async function uniquenessErrors(tx: Tx, account: UserAccountInput, exceptId: string | null) {
  const errors: Record<string, ValidationError> = {};
  const [byEmail] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${account.email})`,
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    );
  if (byEmail) errors.email = { key: 'admin.emailTaken' };
  const [byUsername] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, account.username), exceptId ? ne(users.id, exceptId) : undefined));
  if (byUsername) errors.username = { key: 'admin.usernameTaken' };
  return errors;
}

/** Roles given or taken away must exist, and the caller must hold all their rights. */
export async function assertRoleChange(
  tx: Tx,
  caller: SessionUser,
  before: readonly string[],
  after: readonly string[],
) {
  const added = after.filter((role) => !before.includes(role));
  const removed = before.filter((role) => !after.includes(role));
  const { rights, unknown } = await rightsOfRoles(tx, [...added, ...removed]);
  if (unknown.length > 0) {
    const error = { key: 'admin.unknownRole', params: { roles: unknown.join(', ') } };
    throw invalidInput(error.key, { roles: error }, error.params);
  }
  assertGrantable(caller, rights, 'roles');
}

/** A user whose rights exceed the caller's cannot be edited or archived by them. */
export async function assertManageable(tx: Tx, caller: SessionUser, user: AdminUser) {
  assertGrantable(caller, (await rightsOfRoles(tx, user.roles)).rights, 'roles');
}

export async function checkAccount(
  tx: Tx,
  tenant: Tenant,
  account: UserAccountInput,
  exceptId: string | null,
) {
  const languages = tenant.languages.map((language) => language.code);
  assertValid(validateUserAccount(account, { passwordRequired: exceptId === null, languages }));
  const conflicts = await uniquenessErrors(tx, account, exceptId);
  const first = Object.values(conflicts)[0];
  if (first) throw invalidInput(first.key, conflicts);
}

export async function replaceRoles(tx: Tx, userId: string, roleNames: readonly string[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleNames.length > 0) {
    await tx.insert(userRoles).values(roleNames.map((roleName) => ({ userId, roleName })));
  }
}

export async function createUser(
  tx: Tx,
  caller: SessionUser,
  tenant: Tenant,
  input: Partial<UserAccountInput>,
): Promise<AdminUser> {
  const account = normalize(input);
  await checkAccount(tx, tenant, account, null);
  await assertRoleChange(tx, caller, [], account.roles);
  // Checked first, hashed last: argon2 is slow by design, and a refused form should not pay for it.
  const passwordHash = await hashPassword(account.password);
  const [row] = await tx
    .insert(users)
    .values({
      email: account.email,
      username: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
      language: account.language || tenant.defaultLanguage,
      passwordHash,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another request took the e-mail or username between the check and the insert.
  if (!row) throw conflict('admin.emailTaken', { email: { key: 'admin.emailTaken' } });
  await replaceRoles(tx, row.id, account.roles);
  return requireUser(tx, row.id);
}

/** Archiving ends the user's sessions at once (the per-request session check refuses them). */
export async function archiveUser(
  tx: Tx,
  caller: SessionUser,
  id: string,
): Promise<{ user: AdminUser; archived: boolean }> {
  if (id === caller.userId) throw forbidden('admin.cannotArchiveSelf');
  const current = await requireUser(tx, id);
  await assertManageable(tx, caller, current);
  // Only a user not archived yet: of two archives at once (a double click) the second waits for the
  // first's row and then finds nothing to do, so only one is recorded.
  const now = new Date();
  const changed = await tx
    .update(users)
    .set({ archivedAt: now, sessionsRevokedAt: now })
    .where(and(eq(users.id, id), isNull(users.archivedAt)))
    .returning({ id: users.id });
  return { user: await requireUser(tx, id), archived: changed.length > 0 };
}

/** The user can log in again; sessions that archiving ended stay ended. */
export async function unarchiveUser(tx: Tx, caller: SessionUser, id: string): Promise<AdminUser> {
  const current = await requireUser(tx, id);
  await assertManageable(tx, caller, current);
  await tx.update(users).set({ archivedAt: null }).where(eq(users.id, id));
  return requireUser(tx, id);
}
