import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// The activity log (server: modules/audit/audit.schema.ts, right admin.access; each admin sees the areas
// their rights cover), typed from the schema.

const ActivityEntryFields = graphql(`
  fragment ActivityEntryFields on ActivityEntry {
    id
    at
    actorId
    actorName
    action
    entityType
    entityId
    entityLabel
  }
`);

const ACTIVITY_QUERY = graphql(
  `
    query Activity(
      $entityType: String
      $actorId: ID
      $from: String
      $to: String
      $search: String
      $offset: Int
      $limit: Int
    ) {
      activity(
        entityType: $entityType
        actorId: $actorId
        from: $from
        to: $to
        search: $search
        offset: $offset
        limit: $limit
      ) {
        total
        items {
          ...ActivityEntryFields
        }
      }
    }
  `,
  [ActivityEntryFields],
);

const ACTIVITY_FILTERS_QUERY = graphql(`
  query ActivityFilters {
    activityFilters {
      entityTypes
      actors {
        id
        name
      }
    }
  }
`);

export type ActivityEntry = ResultOf<typeof ActivityEntryFields>;
export type ActivityPage = { total: number; items: ActivityEntry[] };
export type ActivityFilterOptions = ResultOf<typeof ACTIVITY_FILTERS_QUERY>['activityFilters'];

/** What the `activity` query takes. */
export type ActivityVariables = {
  entityType: string | null;
  actorId: string | null;
  from: string | null;
  to: string | null;
  search: string;
  offset: number;
  limit: number;
};

/**
 * Everything cached about the log. An admin's change elsewhere adds entries: the pages refetch on
 * mount (the default), so the card and the page show them when next opened.
 */
export const ACTIVITY_KEY = ['admin', 'activity'] as const;

export const activityQuery = (variables: ActivityVariables) =>
  queryOptions({
    queryKey: [...ACTIVITY_KEY, 'list', variables],
    queryFn: async (): Promise<ActivityPage> => (await graphqlRequest(ACTIVITY_QUERY, variables)).activity,
    placeholderData: keepPreviousData,
  });

export const activityFiltersQuery = () =>
  queryOptions({
    queryKey: [...ACTIVITY_KEY, 'filters'],
    queryFn: async (): Promise<ActivityFilterOptions> =>
      (await graphqlRequest(ACTIVITY_FILTERS_QUERY, {})).activityFilters,
  });
