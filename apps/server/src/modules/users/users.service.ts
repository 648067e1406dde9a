import { createHash, randomUUID } from 'node:crypto';
import type { SessionInfo } from '@print/core/auth/auth-api';
import { isRight, type Right } from '@print/core/rights';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
// The service context this file fills in (declare module below), loaded wherever this file is.
import type {} from '../../platform/service-context.ts';
import type { ActivityActor } from '../audit/audit.service.ts';
import { roles, userRoles, users } from './users.tables.ts';

/** `roleNames`: the user's roles, for the category access lists (catalog/categories/category-access.ts). */
export type SessionUser = SessionInfo & { rightSet: ReadonlySet<Right>; roleNames: readonly string[] };

declare module '../../platform/service-context.ts' {
  /** A request's signed-in user is the session user (platform reads only the id and the rights). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface RequestUser extends SessionUser {}
}

/** The built-in role every sign-up gets, and the one of anonymous visitors. */
export const CUSTOMER_ROLE = 'customer';
export const TEMPORARY_ROLE = 'temporary';

const displayNameOf = (user: {
  firstName: string;
  lastName: string;
  username: string | null;
  email: string | null;
}) => `${user.firstName} ${user.lastName}`.trim() || user.username || user.email || '';

/**
 * The user of a session with their roles and the union of the roles' rights, in one statement. Null when the user is
 * gone, archived, or their sessions were revoked after `sessionStart` (ms): such a session is over.
 */
export async function loadSessionUser(
  tx: Tx,
  userId: string,
  sessionStart: number,
): Promise<SessionUser | null> {
  // Qualified by hand: inside the subquery drizzle would print the outer columns unqualified.
  const rightsJson = sql<string[]>`coalesce((
    select array_agg(distinct r.right_name) from ${userRoles} ur
    join ${roles} ro on ro.tenant_id = ur.tenant_id and ro.name = ur.role_name
    cross join lateral unnest(ro.rights) as r(right_name)
    where ur.tenant_id = user_account.tenant_id and ur.user_id = user_account.id), '{}'::text[])`;
  const roleNames = sql<string[]>`coalesce((select array_agg(ur.role_name) from ${userRoles} ur
    where ur.tenant_id = user_account.tenant_id and ur.user_id = user_account.id), '{}'::text[])`;
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      isTemporary: users.isTemporary,
      rights: rightsJson,
      roleNames,
    })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        isNull(users.archivedAt),
        or(isNull(users.sessionsRevokedAt), sql`${users.sessionsRevokedAt} <= ${new Date(sessionStart)}`),
      ),
    );
  if (!row) return null;
  const rights = row.rights.filter(isRight);
  return {
    userId: row.id,
    displayName: row.isTemporary ? '' : displayNameOf(row),
    email: row.email,
    isTemporary: row.isTemporary,
    language: row.language,
    rights,
    rightSet: new Set(rights),
    roleNames: row.roleNames,
  };
}

export type LoginCandidate = {
  id: string;
  email: string | null;
  passwordHash: string | null;
  language: string;
  archived: boolean;
};

/** A registered user by e-mail (any case) or username; temporary users cannot log in. */
export async function findUserByLogin(tx: Tx, login: string): Promise<LoginCandidate | null> {
  const trimmed = login.trim();
  if (!trimmed) return null;
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      language: users.language,
      archivedAt: users.archivedAt,
    })
    .from(users)
    .where(
      and(
        eq(users.isTemporary, false),
        or(sql`lower(${users.email}) = lower(${trimmed})`, eq(users.username, trimmed)),
      ),
    )
    .limit(1);
  return row ? { ...row, archived: row.archivedAt !== null } : null;
}

export async function findUserById(tx: Tx, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** An anonymous visitor's user (spec §6 temporary users), with the temporary role. */
export async function createTemporaryUser(tx: Tx, language: string): Promise<string> {
  const [row] = await tx.insert(users).values({ language, isTemporary: true }).returning({ id: users.id });
  await tx.insert(userRoles).values({ userId: row!.id, roleName: TEMPORARY_ROLE });
  return row!.id;
}

/**
 * A self-registered customer. Null when the e-mail is taken (the caller must not reveal that); the
 * unique index decides, so two simultaneous sign-ups cannot both win.
 */
export async function createCustomerAccount(
  tx: Tx,
  account: { email: string; passwordHash: string; language: string },
): Promise<string | null> {
  const [row] = await tx
    .insert(users)
    .values({
      email: account.email,
      passwordHash: account.passwordHash,
      language: account.language,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) return null;
  await tx.insert(userRoles).values({ userId: row.id, roleName: CUSTOMER_ROLE });
  return row.id;
}

/** An account with a known password and its roles (a new shop's first admin, the demo accounts). */
export async function createAccount(
  tx: Tx,
  account: {
    email: string;
    username: string;
    passwordHash: string;
    language: string;
    firstName: string;
    lastName: string;
    roles: readonly string[];
  },
): Promise<string> {
  const { roles: roleNames, ...user } = account;
  const [row] = await tx.insert(users).values(user).returning({ id: users.id });
  await tx.insert(userRoles).values(roleNames.map((roleName) => ({ userId: row!.id, roleName })));
  return row!.id;
}

/** Sets a new password; sessions that began before `revokeBefore` end (all others, for a change). */
export async function setPassword(tx: Tx, userId: string, passwordHash: string, revokeBefore: Date) {
  await tx.update(users).set({ passwordHash, sessionsRevokedAt: revokeBefore }).where(eq(users.id, userId));
}

export async function deleteUser(tx: Tx, userId: string) {
  await tx.delete(users).where(eq(users.id, userId));
}

/**
 * The shop account of a procurement system's buyer (punch-out): for a known person (persistent), one
 * per buyer, found again on the next punch-out so carts and drafts persist; otherwise one per session.
 * It has no password (only the procurement system's shared secret starts its sessions) and the
 * customer role.
 */
export async function punchOutUser(
  tx: Tx,
  buyer: string,
  language: string,
  options: { persistent: boolean },
): Promise<string> {
  // A shared catalogue login (OCI's USERNAME usually is one) gets a fresh account per session, so two
  // buyers never see or send each other's carts.
  const identity = options.persistent ? buyer : `${buyer}:${randomUUID()}`;
  const username = `punchout${createHash('sha256').update(identity).digest('hex').slice(0, 20)}`;
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (existing) return existing.id;
  // The name shows in the admin's user list: without the forbidden characters of spec §5.
  const companyName = buyer.replace(/[<>\\{}]/g, '').slice(0, 200);
  const [row] = await tx
    .insert(users)
    .values({ username, language, companyName })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) return punchOutUser(tx, buyer, language, options);
  await tx.insert(userRoles).values({ userId: row.id, roleName: CUSTOMER_ROLE });
  return row.id;
}

/**
 * Who the activity log names for a shopper's own action (an order placed): the registered user by
 * name; a guest (temporary user) or a user since removed is anonymous (null).
 */
export async function shopperActor(tx: Tx, userId: string): Promise<ActivityActor> {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      isTemporary: users.isTemporary,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row && !row.isTemporary ? { id: row.id, name: displayNameOf(row) } : null;
}
