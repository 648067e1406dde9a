import type { UserFieldInput } from '@print/core/users/user-field-admin';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// Mutations of the user-fields administration (server: modules/users/user-fields.schema.ts), typed from
// the schema (lib/api/graphql.ts). The list is the shared userGenericFields query
// (lib/i18n/user-fields-query.ts); saving invalidates it, so the answers are not read here.

const CREATE_USER_FIELD = graphql(`
  mutation CreateUserField($input: UserFieldInput!) {
    createUserField(input: $input) {
      id
      fieldName
    }
  }
`);

const UPDATE_USER_FIELD = graphql(`
  mutation UpdateUserField($id: ID!, $input: UserFieldInput!) {
    updateUserField(id: $id, input: $input) {
      id
      fieldName
    }
  }
`);

const DELETE_USER_FIELD = graphql(`
  mutation DeleteUserField($id: ID!) {
    deleteUserField(id: $id)
  }
`);

const REORDER_USER_FIELDS = graphql(`
  mutation ReorderUserFields($ids: [ID!]!) {
    reorderUserFields(ids: $ids) {
      id
    }
  }
`);

export async function createUserField(input: UserFieldInput): Promise<void> {
  await graphqlRequest(CREATE_USER_FIELD, { input });
}

export async function updateUserField(id: string, input: UserFieldInput): Promise<void> {
  await graphqlRequest(UPDATE_USER_FIELD, { id, input });
}

export async function deleteUserField(id: string): Promise<void> {
  await graphqlRequest(DELETE_USER_FIELD, { id });
}

export async function reorderUserFields(ids: readonly string[]): Promise<void> {
  await graphqlRequest(REORDER_USER_FIELDS, { ids: [...ids] });
}
