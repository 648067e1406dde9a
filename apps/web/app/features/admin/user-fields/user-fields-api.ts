import type { UserFieldInput } from '@print/core/users/user-field-admin';
import { graphqlRequest } from '../../../lib/api/graphql-request.ts';

// Mutations of the user-fields administration (server: modules/users/user-fields.schema.ts). The list
// is the shared userGenericFields query (lib/i18n/user-fields-query.ts); saving invalidates it.

const RESULT = 'id fieldName';

export async function createUserField(input: UserFieldInput): Promise<void> {
  await graphqlRequest(
    'CreateUserField',
    `mutation CreateUserField($input: UserFieldInput!) { createUserField(input: $input) { ${RESULT} } }`,
    { input },
  );
}

export async function updateUserField(id: string, input: UserFieldInput): Promise<void> {
  await graphqlRequest(
    'UpdateUserField',
    `mutation UpdateUserField($id: ID!, $input: UserFieldInput!) {
      updateUserField(id: $id, input: $input) { ${RESULT} }
    }`,
    { id, input },
  );
}

export async function deleteUserField(id: string): Promise<void> {
  await graphqlRequest('DeleteUserField', 'mutation DeleteUserField($id: ID!) { deleteUserField(id: $id) }', {
    id,
  });
}

export async function reorderUserFields(ids: readonly string[]): Promise<void> {
  await graphqlRequest(
    'ReorderUserFields',
    'mutation ReorderUserFields($ids: [ID!]!) { reorderUserFields(ids: $ids) { id } }',
    { ids },
  );
}
