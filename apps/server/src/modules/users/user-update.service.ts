import type { UserAccountInput } from '@print/core/users/account-admin';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { refusingDuplicates } from '../../platform/db/pg-errors.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { hashPassword } from './passwords.ts';
import {
  assertManageable,
  assertRoleChange,
  checkAccount,
  normalize,
  replaceRoles,
  requireUser,
  type AdminUser,
} from './users-admin.service.ts';
import { users } from './users.tables.ts';
import type { SessionUser } from './users.service.ts';

// Saving a user of the users administration (spec §2 Users list: the edit form).

/**
 * Holds the user's row before a change reads it: of two at once, the second reads what the first left.
 * FOR NO KEY UPDATE: it does not hold off the KEY SHARE locks that inserts referencing the user take
 * (their roles, orders, sessions), which FOR UPDATE would, inviting deadlocks with those.
 */
export async function lockUser(tx: Tx, id: string): Promise<void> {
  if (isUuid(id)) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update');
  }
}

/**
 * Saves the form; an empty password keeps the current one, and the roles given replace the old ones
 * (no roles given keeps them). Your own password changes only through the account's change-password
 * form, which asks for the current one and ends your other sessions. Answers the user as it was (after
 * any save at the same moment) and as it is now.
 */
export async function updateUser(
  tx: Tx,
  caller: SessionUser,
  tenant: Tenant,
  id: string,
  input: Partial<UserAccountInput>,
): Promise<{ before: AdminUser; user: AdminUser }> {
  if (id === caller.userId && input.password) {
    throw forbidden('admin.ownPasswordViaAccount', { password: { key: 'admin.ownPasswordViaAccount' } });
  }
  // The slow hash (argon2) before the row lock, so another save of this user does not wait for it.
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await lockUser(tx, id);
  const current = await requireUser(tx, id);
  await assertManageable(tx, caller, current);
  const account = normalize({ ...input, roles: input.roles ?? current.roles });
  await checkAccount(tx, tenant, account, id);
  await assertRoleChange(tx, caller, current.roles, account.roles);
  // Another save may take the e-mail or username at the same moment (the check above cannot see it).
  await refusingDuplicates(
    tx,
    (savepoint) =>
      savepoint
        .update(users)
        .set({
          email: account.email,
          username: account.username,
          firstName: account.firstName,
          lastName: account.lastName,
          language: account.language || current.language,
          // A password set by an administrator ends the user's sessions.
          ...(passwordHash ? { passwordHash, sessionsRevokedAt: new Date() } : {}),
        })
        .where(eq(users.id, id)),
    (constraint) =>
      constraint === 'user_username'
        ? conflict('admin.usernameTaken', { username: { key: 'admin.usernameTaken' } })
        : conflict('admin.emailTaken', { email: { key: 'admin.emailTaken' } }),
  );
  await replaceRoles(tx, id, account.roles);
  return { before: current, user: await requireUser(tx, id) };
}
