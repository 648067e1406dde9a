import { pageOffset, type TableView, type TableViewConfig } from '../../ui/admin-kit/table-view.ts';
import type { ActivityVariables } from './activity-api.ts';

// The Activity page's view lives in the address (`?type=&actor=&from=&to=&q=&page=&size=&hide=`): a
// link from the dashboard or a colleague shows the same entries. Dates are the admin's local days
// (YYYY-MM-DD); the server gets the instants they start and end at.

/** Newest first (the log's only order), 25 a page. */
export const ACTIVITY_VIEW: TableViewConfig = {
  sort: null,
  sortable: [],
  pageSizes: [10, 25, 50, 100],
  pageSize: 25,
  hideable: ['area', 'entity'],
};

export const ACTIVITY_FILTERS = { type: 'type', actor: 'actor', from: 'from', to: 'to' } as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a local day starts at, `days` days later (1: the end of that day); null if no day. */
export function localDayStart(day: string, days = 0): string | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export type ActivityFilterValues = { type: string; actor: string; from: string; to: string };

export function activityVariables(view: TableView, filters: ActivityFilterValues): ActivityVariables {
  return {
    entityType: filters.type || null,
    actorId: filters.actor || null,
    from: localDayStart(filters.from),
    // Through the end of the "to" day.
    to: localDayStart(filters.to, 1),
    search: view.search,
    offset: pageOffset(view),
    limit: view.pageSize,
  };
}
