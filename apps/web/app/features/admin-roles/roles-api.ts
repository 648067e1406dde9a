import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { RoleFields, type Role } from '../../lib/admin/roles-query.ts';

// Operations of the roles administration (server: modules/users/roles.schema.ts), typed from the schema
// (lib/api/graphql.ts).

/** The role form's values (the name is only sent when creating: a role is never renamed). */
export type RoleInput = { name: string; description: string; rights: string[] };

const CREATE_ROLE = graphql(
  `
    mutation CreateRole($input: CreateRoleInput!) {
      createRole(input: $input) {
        ...RoleFields
      }
    }
  `,
  [RoleFields],
);

const UPDATE_ROLE = graphql(
  `
    mutation UpdateRole($name: String!, $input: UpdateRoleInput!) {
      updateRole(name: $name, input: $input) {
        ...RoleFields
      }
    }
  `,
  [RoleFields],
);

const DELETE_ROLE = graphql(`
  mutation DeleteRole($name: String!) {
    deleteRole(name: $name)
  }
`);

export async function createRole(input: RoleInput): Promise<Role> {
  return (await graphqlRequest(CREATE_ROLE, { input })).createRole;
}

export async function updateRole({ name, ...input }: RoleInput): Promise<Role> {
  return (await graphqlRequest(UPDATE_ROLE, { name, input })).updateRole;
}

export async function deleteRole(name: string): Promise<void> {
  await graphqlRequest(DELETE_ROLE, { name });
}
