import { queryOptions } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api/graphql-request.ts';

// Operations of the roles administration (server: modules/users/roles.schema.ts).

export type Role = { name: string; description: string; type: 'system' | 'custom'; rights: string[] };
export type RoleInput = { name: string; description: string; rights: string[] };

const ROLE_FIELDS = 'name description type rights';

/** Roles, for the roles table and for the role checkboxes of the user form (users.manage may read). */
export const rolesQuery = queryOptions({
  queryKey: ['admin', 'roles'],
  queryFn: async () =>
    (await graphqlRequest<{ roles: Role[] }>('Roles', `query Roles { roles { ${ROLE_FIELDS} } }`)).roles,
});

export async function createRole(input: RoleInput): Promise<Role> {
  const data = await graphqlRequest<{ createRole: Role }>(
    'CreateRole',
    `mutation CreateRole($input: CreateRoleInput!) { createRole(input: $input) { ${ROLE_FIELDS} } }`,
    { input },
  );
  return data.createRole;
}

export async function updateRole({ name, ...input }: RoleInput): Promise<Role> {
  const data = await graphqlRequest<{ updateRole: Role }>(
    'UpdateRole',
    `mutation UpdateRole($name: String!, $input: UpdateRoleInput!) {
      updateRole(name: $name, input: $input) { ${ROLE_FIELDS} }
    }`,
    { name, input },
  );
  return data.updateRole;
}

export async function deleteRole(name: string): Promise<void> {
  await graphqlRequest('DeleteRole', 'mutation DeleteRole($name: String!) { deleteRole(name: $name) }', {
    name,
  });
}
