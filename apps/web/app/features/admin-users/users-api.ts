import type { SortDirection, UserAccountInput, UserSortField } from '@print/core/users/account-admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// Operations of the users administration (server: modules/users/users-admin.schema.ts), typed from the
// schema (lib/api/graphql.ts).

/** A user as the table and the user form show it. */
const UserAccountFields = graphql(`
  fragment UserAccountFields on UserAccount {
    id
    email
    username
    firstName
    lastName
    language
    roles
    archived
  }
`);

export type UserAccount = ResultOf<typeof UserAccountFields>;

export type UserListParams = {
  search: string;
  /** false: active users only; null: archived ones too. */
  archived: boolean | null;
  offset: number;
  limit: number;
  sortBy: UserSortField;
  sortDirection: SortDirection;
};

const USERS_QUERY = graphql(
  `
    query Users(
      $search: String
      $archived: Boolean
      $offset: Int
      $limit: Int
      $sortBy: UserSortField
      $sortDirection: SortDirection
    ) {
      users(
        search: $search
        archived: $archived
        offset: $offset
        limit: $limit
        sortBy: $sortBy
        sortDirection: $sortDirection
      ) {
        total
        items {
          ...UserAccountFields
        }
      }
    }
  `,
  [UserAccountFields],
);

const CREATE_USER = graphql(
  `
    mutation CreateUser($input: UserAccountInput!) {
      createUser(input: $input) {
        ...UserAccountFields
      }
    }
  `,
  [UserAccountFields],
);

const UPDATE_USER = graphql(
  `
    mutation UpdateUser($id: ID!, $input: UserAccountInput!) {
      updateUser(id: $id, input: $input) {
        ...UserAccountFields
      }
    }
  `,
  [UserAccountFields],
);

const ARCHIVE_USER = graphql(
  `
    mutation ArchiveUser($id: ID!) {
      archiveUser(id: $id) {
        ...UserAccountFields
      }
    }
  `,
  [UserAccountFields],
);

const UNARCHIVE_USER = graphql(
  `
    mutation UnarchiveUser($id: ID!) {
      unarchiveUser(id: $id) {
        ...UserAccountFields
      }
    }
  `,
  [UserAccountFields],
);

/** One page of the list and the number of all matching users. */
export type UserPage = ResultOf<typeof USERS_QUERY>['users'];

export const usersQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: ['admin', 'users', params],
    queryFn: async (): Promise<UserPage> => (await graphqlRequest(USERS_QUERY, params)).users,
    // The table keeps the last page on screen while the next one loads (no flicker while typing).
    placeholderData: keepPreviousData,
  });

/** Invalidates every page of the list. */
export const USERS_KEY = ['admin', 'users'] as const;

export async function createUser(input: UserAccountInput): Promise<UserAccount> {
  return (await graphqlRequest(CREATE_USER, { input })).createUser;
}

export async function updateUser(id: string, input: UserAccountInput): Promise<UserAccount> {
  return (await graphqlRequest(UPDATE_USER, { id, input })).updateUser;
}

export async function setUserArchived(id: string, archived: boolean): Promise<UserAccount> {
  return archived
    ? (await graphqlRequest(ARCHIVE_USER, { id })).archiveUser
    : (await graphqlRequest(UNARCHIVE_USER, { id })).unarchiveUser;
}

/** "First Last", else the username, else the e-mail. */
export const userDisplayName = (user: UserAccount): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.username || user.email || '';
