import { SORT_DIRECTIONS, USER_SORT_FIELDS } from '@print/core/users/account-admin';
import { builder } from '../../platform/graphql/builder.ts';
import {
  archiveUser,
  createUser,
  getUser,
  listUsers,
  unarchiveUser,
  type AdminUser,
} from './users-admin.service.ts';
import { lockUser, updateUser } from './user-update.service.ts';
import { recordByCaller, userChanges, userLabel } from './users-activity.ts';

// Users administration (spec §2 Users list with search and archived toggle; §4 archive/unarchive).

const manageUsers = { right: 'users.manage' } as const;

const UserAccountType = builder.objectRef<AdminUser>('UserAccount').implement({
  description: 'A registered user as the users administration sees it.',
  authScopes: manageUsers,
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.string({ nullable: true, resolve: (user) => user.email }),
    username: t.string({ nullable: true, resolve: (user) => user.username }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    language: t.exposeString('language'),
    roles: t.exposeStringList('roles', { description: 'Names of the assigned roles.' }),
    archived: t.boolean({ resolve: (user) => user.archivedAt !== null }),
    archivedAt: t.string({
      nullable: true,
      description: 'ISO 8601 time of archiving; null for active users.',
      resolve: (user) => user.archivedAt?.toISOString() ?? null,
    }),
    createdAt: t.string({ description: 'ISO 8601.', resolve: (user) => user.createdAt.toISOString() }),
  }),
});

const UserPageType = builder.objectRef<{ items: AdminUser[]; total: number }>('UserPage').implement({
  authScopes: manageUsers,
  fields: (t) => ({
    items: t.field({ type: [UserAccountType], resolve: (page) => page.items }),
    total: t.exposeInt('total', { description: 'All users matching the filter, over all pages.' }),
  }),
});

const UserSortFieldEnum = builder.enumType('UserSortField', { values: USER_SORT_FIELDS });
export const SortDirectionEnum = builder.enumType('SortDirection', { values: SORT_DIRECTIONS });

builder.queryField('users', (t) =>
  t.field({
    type: UserPageType,
    description: 'Registered users (never temporary visitors), at most 100 per page.',
    authScopes: manageUsers,
    args: {
      search: t.arg.string({
        required: false,
        description: 'Part of the e-mail, username, first or last name.',
      }),
      archived: t.arg.boolean({
        required: false,
        description: 'true: archived users only; false: active users only; left out: both.',
      }),
      offset: t.arg.int({ required: false }),
      limit: t.arg.int({ required: false }),
      sortBy: t.arg({ type: UserSortFieldEnum, required: false }),
      sortDirection: t.arg({ type: SortDirectionEnum, required: false }),
    },
    resolve: (_root, args, ctx) => listUsers(ctx.tx, args),
  }),
);

builder.queryField('user', (t) =>
  t.field({
    type: UserAccountType,
    nullable: true,
    authScopes: manageUsers,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => getUser(ctx.tx, String(id)),
  }),
);

const UserAccountInput = builder.inputType('UserAccountInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    username: t.string({ required: true }),
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    language: t.string({
      required: false,
      description: "One of the tenant's languages; default: its default.",
    }),
    roles: t.stringList({ required: false, description: 'Role names; they replace the current roles.' }),
    password: t.string({
      required: false,
      description: 'Required when creating; empty keeps the current one.',
    }),
  }),
});

type AccountArgs = {
  email: string;
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  language?: string | null;
  roles?: string[] | null;
  password?: string | null;
};

const account = (input: AccountArgs) => ({
  email: input.email,
  username: input.username,
  firstName: input.firstName ?? '',
  lastName: input.lastName ?? '',
  language: input.language ?? '',
  roles: input.roles ?? [],
  password: input.password ?? '',
});

builder.mutationField('createUser', (t) =>
  t.field({
    type: UserAccountType,
    authScopes: manageUsers,
    args: { input: t.arg({ type: UserAccountInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const user = await createUser(ctx.tx, ctx.user!, ctx.tenant, account(input));
      await recordByCaller(ctx, {
        action: 'user.create',
        entityType: 'user',
        entityId: user.id,
        entityLabel: userLabel(user),
        details: { roles: user.roles },
      });
      return user;
    },
  }),
);

builder.mutationField('updateUser', (t) =>
  t.field({
    type: UserAccountType,
    authScopes: manageUsers,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UserAccountInput, required: true }) },
    resolve: async (_root, { id, input }, ctx) => {
      // Roles left out stay as they are (an empty list removes them all).
      const { before, user } = await updateUser(ctx.tx, ctx.user!, ctx.tenant, String(id), {
        ...account(input),
        roles: input.roles ?? undefined,
      });
      const details = userChanges(before, user, Boolean(input.password));
      if (details) {
        await recordByCaller(ctx, {
          action: 'user.update',
          entityType: 'user',
          entityId: user.id,
          entityLabel: userLabel(user),
          details,
        });
      }
      return user;
    },
  }),
);

builder.mutationField('archiveUser', (t) =>
  t.field({
    type: UserAccountType,
    description: 'Archives a user and ends their sessions; you cannot archive yourself.',
    authScopes: manageUsers,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const { user, archived } = await archiveUser(ctx.tx, ctx.user!, String(id));
      // Archiving an archived user changes nothing and records nothing (a double click).
      if (archived) {
        await recordByCaller(ctx, {
          action: 'user.archive',
          entityType: 'user',
          entityId: user.id,
          entityLabel: userLabel(user),
        });
      }
      return user;
    },
  }),
);

builder.mutationField('unarchiveUser', (t) =>
  t.field({
    type: UserAccountType,
    authScopes: manageUsers,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await lockUser(ctx.tx, String(id));
      const before = await getUser(ctx.tx, String(id));
      const user = await unarchiveUser(ctx.tx, ctx.user!, String(id));
      if (before && before.archivedAt !== null) {
        await recordByCaller(ctx, {
          action: 'user.restore',
          entityType: 'user',
          entityId: user.id,
          entityLabel: userLabel(user),
        });
      }
      return user;
    },
  }),
);
