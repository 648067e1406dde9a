import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { createRole, deleteRole, listRoles, lockRole, updateRole, type RoleRow } from './roles.service.ts';
import { recordByCaller } from './users-activity.ts';

// Roles table (spec §2, §3 Role, §6). User managers read the list too: they assign roles; so do
// catalogue writers: they open categories and products to roles.

const readRoles = {
  $any: { right: 'roles.manage', $any: { right: 'users.manage', $any: { right: 'catalog.write' } } },
} as const;

const RoleType = builder.objectRef<RoleRow>('Role').implement({
  description: 'A role of the tenant: built-in (type system) or custom, with its rights.',
  authScopes: readRoles,
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    type: t.exposeString('type', { description: 'system (built-in, not deletable) or custom.' }),
    rights: t.exposeStringList('rights', { description: 'Rights like admin.access (DESIGN §7).' }),
  }),
});

/** A role's entry in the activity log: a role is known by its name. */
const recordRole = (
  ctx: GraphQLContext,
  action: string,
  role: { name: string },
  details?: Record<string, unknown>,
) =>
  recordByCaller(ctx, { action, entityType: 'role', entityId: role.name, entityLabel: role.name, details });

builder.queryField('roles', (t) =>
  t.field({
    type: [RoleType],
    authScopes: readRoles,
    resolve: (_root, _args, ctx) => listRoles(ctx.tx),
  }),
);

const CreateRoleInput = builder.inputType('CreateRoleInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string({ required: false }),
    rights: t.stringList({ required: false }),
  }),
});

const UpdateRoleInput = builder.inputType('UpdateRoleInput', {
  fields: (t) => ({
    description: t.string({ required: false }),
    rights: t.stringList({ required: false }),
  }),
});

builder.mutationField('createRole', (t) =>
  t.field({
    type: RoleType,
    authScopes: { right: 'roles.manage' },
    args: { input: t.arg({ type: CreateRoleInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const role = await createRole(ctx.tx, ctx.user!, {
        name: input.name,
        description: input.description ?? '',
        rights: input.rights ?? [],
      });
      await recordRole(ctx, 'role.create', role, { rights: role.rights });
      return role;
    },
  }),
);

builder.mutationField('updateRole', (t) =>
  t.field({
    type: RoleType,
    authScopes: { right: 'roles.manage' },
    args: {
      name: t.arg.string({ required: true }),
      input: t.arg({ type: UpdateRoleInput, required: true }),
    },
    resolve: async (_root, { name, input }, ctx) => {
      await lockRole(ctx.tx, name);
      const before = (await listRoles(ctx.tx)).find((role) => role.name === name);
      const role = await updateRole(ctx.tx, ctx.user!, name, {
        description: input.description ?? undefined,
        rights: input.rights ?? undefined,
      });
      const added = role.rights.filter((right) => !before?.rights.includes(right));
      const removed = (before?.rights ?? []).filter((right) => !role.rights.includes(right));
      const described = before?.description !== role.description;
      // A save that changed nothing (e.g. a double click) records nothing.
      if (added.length > 0 || removed.length > 0 || described) {
        await recordRole(ctx, 'role.update', role, {
          ...(added.length > 0 ? { rightsAdded: added } : {}),
          ...(removed.length > 0 ? { rightsRemoved: removed } : {}),
          ...(described ? { fields: ['description'] } : {}),
        });
      }
      return role;
    },
  }),
);

builder.mutationField('deleteRole', (t) =>
  t.boolean({
    description: 'Deletes a custom role (built-in roles cannot be deleted); true when done.',
    authScopes: { right: 'roles.manage' },
    args: { name: t.arg.string({ required: true }) },
    resolve: async (_root, { name }, ctx) => {
      await deleteRole(ctx.tx, ctx.user!, name);
      await recordRole(ctx, 'role.delete', { name });
      return true;
    },
  }),
);
