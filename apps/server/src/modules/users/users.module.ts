import type { ServerModule } from '../server-module.ts';
import { moveVisitorAddresses } from './temporary-data.ts';
import { userFieldTexts } from './user-field-texts.ts';
import { usersTenantSetup } from './users-tenant-setup.ts';
import { roles } from './users.tables.ts';

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
  contributes: {
    // The addresses a visitor typed fill the account's empty ones when they sign in.
    temporaryDataMovers: [moveVisitorAddresses],
    // Roles decide which categories a visitor sees.
    publicContentTables: [roles],
    // The user fields' labels per language, for the translations admin.
    translatableTexts: [userFieldTexts],
    // A tenant the setup wizard finishes gets the built-in roles.
    tenantSetup: [usersTenantSetup],
  },
};
