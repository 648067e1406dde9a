import type { ServerModule } from '../server-module.ts';

/** Users and their profiles, roles and rights, and the tenant's own user fields. */
export const usersModule: ServerModule = {
  name: 'users',
  schema: () =>
    Promise.all([
      import('./profile.schema.ts'),
      import('./roles.schema.ts'),
      import('./users-admin.schema.ts'),
      import('./user-fields.schema.ts'),
    ]),
};
