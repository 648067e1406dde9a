import type { ServiceContext } from '../../platform/service-context.ts';
import { actorOf, recordActivity, type ActivityEntry } from '../audit/audit.service.ts';
import type { AdminUser } from './users-admin.service.ts';

// What the user administration writes to the activity log (decision 0044), in the mutation's
// transaction. Names, e-mail addresses and roles, never passwords or sign-in codes.

/** Records one entry by the request's user. */
export const recordByCaller = (ctx: ServiceContext, entry: ActivityEntry) =>
  recordActivity(ctx.tx, actorOf(ctx.user), entry);

/** How a user reads in the log: their name, else their username or e-mail. */
export const userLabel = (user: AdminUser): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || user.email || user.id;

const ACCOUNT_FIELDS = ['email', 'username', 'firstName', 'lastName', 'language'] as const;

/**
 * The facts of a user's change: the account fields that changed (by name, not value) and the roles
 * added and removed; null when the save changed nothing (a second click of Save records nothing).
 */
export function userChanges(
  before: AdminUser,
  after: AdminUser,
  passwordSet: boolean,
): Record<string, unknown> | null {
  const fields = ACCOUNT_FIELDS.filter((field) => before[field] !== after[field]);
  const added = after.roles.filter((role) => !before.roles.includes(role));
  const removed = before.roles.filter((role) => !after.roles.includes(role));
  if (fields.length === 0 && added.length === 0 && removed.length === 0 && !passwordSet) return null;
  return {
    ...(fields.length > 0 ? { fields } : {}),
    ...(added.length > 0 ? { rolesAdded: added } : {}),
    ...(removed.length > 0 ? { rolesRemoved: removed } : {}),
    // That it was set, never what to.
    ...(passwordSet ? { passwordSet: true } : {}),
  };
}
