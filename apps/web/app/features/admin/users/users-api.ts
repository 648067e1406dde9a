import type { SortDirection, UserAccountInput, UserSortField } from '@print/core/users/account-admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api/graphql-request.ts';

// Operations of the users administration (server: modules/users/users-admin.schema.ts).

export type UserAccount = {
  id: string;
  email: string | null;
  username: string | null;
  firstName: string;
  lastName: string;
  language: string;
  roles: string[];
  archived: boolean;
};

export type UserListParams = {
  search: string;
  /** false: active users only; null: archived ones too. */
  archived: boolean | null;
  offset: number;
  limit: number;
  sortBy: UserSortField;
  sortDirection: SortDirection;
};

const USER_FIELDS = 'id email username firstName lastName language roles archived';

export const usersQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: ['admin', 'users', params],
    queryFn: async () =>
      (
        await graphqlRequest<{ users: { total: number; items: UserAccount[] } }>(
          'Users',
          `query Users($search: String, $archived: Boolean, $offset: Int, $limit: Int,
            $sortBy: UserSortField, $sortDirection: SortDirection) {
            users(search: $search, archived: $archived, offset: $offset, limit: $limit, sortBy: $sortBy,
              sortDirection: $sortDirection) { total items { ${USER_FIELDS} } }
          }`,
          params,
        )
      ).users,
    // The table keeps the last page on screen while the next one loads (no flicker while typing).
    placeholderData: keepPreviousData,
  });

/** Invalidates every page of the list. */
export const USERS_KEY = ['admin', 'users'] as const;

export async function createUser(input: UserAccountInput): Promise<UserAccount> {
  const data = await graphqlRequest<{ createUser: UserAccount }>(
    'CreateUser',
    `mutation CreateUser($input: UserAccountInput!) { createUser(input: $input) { ${USER_FIELDS} } }`,
    { input },
  );
  return data.createUser;
}

export async function updateUser(id: string, input: UserAccountInput): Promise<UserAccount> {
  const data = await graphqlRequest<{ updateUser: UserAccount }>(
    'UpdateUser',
    `mutation UpdateUser($id: ID!, $input: UserAccountInput!) {
      updateUser(id: $id, input: $input) { ${USER_FIELDS} }
    }`,
    { id, input },
  );
  return data.updateUser;
}

export async function setUserArchived(id: string, archived: boolean): Promise<UserAccount> {
  const operation = archived ? 'ArchiveUser' : 'UnarchiveUser';
  const field = archived ? 'archiveUser' : 'unarchiveUser';
  const data = await graphqlRequest<Record<string, UserAccount>>(
    operation,
    `mutation ${operation}($id: ID!) { ${field}(id: $id) { ${USER_FIELDS} } }`,
    { id },
  );
  return data[field]!;
}

/** "First Last", else the username, else the e-mail. */
export const userDisplayName = (user: UserAccount): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.username || user.email || '';
