import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../api/graphql.ts';
import { graphqlRequest } from '../api/graphql-request.ts';

// The tenant's roles as several admin areas read them: the Roles screen lists and edits them, the user
// form, a category's and a product's access list offer them (server: modules/users/roles.schema.ts).

export const RoleFields = graphql(`
  fragment RoleFields on Role {
    name
    description
    type
    rights
  }
`);

/** `type` is 'system' (built in, not deletable) or 'custom'; the schema gives it as a string. */
export type Role = ResultOf<typeof RoleFields>;

const ROLES_QUERY = graphql(
  `
    query Roles {
      roles {
        ...RoleFields
      }
    }
  `,
  [RoleFields],
);

/** Roles, for the roles table, the role checkboxes of the user form and the access lists. */
export const rolesQuery = queryOptions({
  queryKey: ['admin', 'roles'],
  queryFn: async (): Promise<Role[]> => (await graphqlRequest(ROLES_QUERY, {})).roles,
});
