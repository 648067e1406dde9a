// What an admin table shows — sort, search, page, page size, hidden columns — kept in the page's
// address, so a reload or a shared link shows the same view. Defaults are left out of the address.
//
//   ?sort=-date&q=müller&page=3&size=50&hide=customer,items

/** One sorted column; `desc` for descending. */
export type TableSort = { id: string; desc: boolean };

export type TableView = {
  sort: TableSort | null;
  /** The search text as the list filters by it (the search box writes it after a pause). */
  search: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Ids of the columns the admin hid. */
  hidden: readonly string[];
};

/** A table's defaults and what its address may choose from. */
export type TableViewConfig = {
  sort: TableSort | null;
  /** Columns that sort; a `sort` naming another column falls back to the default. */
  sortable: readonly string[];
  pageSizes: readonly number[];
  pageSize: number;
  /** Columns that may be hidden. */
  hideable: readonly string[];
};

/** The address parameters the table view uses (a screen's own filters take other names). */
export const TABLE_VIEW_PARAMS = ['sort', 'q', 'page', 'size', 'hide'] as const;

function parseSort(value: string | null, config: TableViewConfig): TableSort | null {
  if (!value) return config.sort;
  const desc = value.startsWith('-');
  const id = desc ? value.slice(1) : value;
  return config.sortable.includes(id) ? { id, desc } : config.sort;
}

const sameSort = (a: TableSort | null, b: TableSort | null) => a?.id === b?.id && a?.desc === b?.desc;

/** The view the address asks for; unknown or broken values fall back to the defaults. */
export function parseTableView(params: URLSearchParams, config: TableViewConfig): TableView {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const hidden = (params.get('hide') ?? '')
    .split(',')
    .filter((id, index, all) => config.hideable.includes(id) && all.indexOf(id) === index);
  return {
    sort: parseSort(params.get('sort'), config),
    search: (params.get('q') ?? '').trim(),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    pageSize: config.pageSizes.includes(size) ? size : config.pageSize,
    hidden,
  };
}

/** The address parameters with this view (defaults left out, every other parameter kept). */
export function withTableView(
  params: URLSearchParams,
  view: TableView,
  config: TableViewConfig,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  const sort = view.sort && !sameSort(view.sort, config.sort) ? view.sort : null;
  set('sort', sort ? `${sort.desc ? '-' : ''}${sort.id}` : null);
  set('q', view.search.trim() || null);
  set('page', view.page > 1 ? String(view.page) : null);
  set('size', view.pageSize !== config.pageSize ? String(view.pageSize) : null);
  set('hide', view.hidden.length > 0 ? view.hidden.join(',') : null);
  return next;
}

/** The rows a page shows, as the list query takes them. */
export const pageOffset = (view: TableView): number => (view.page - 1) * view.pageSize;

export type PageRange = { from: number; to: number; hasPrevious: boolean; hasNext: boolean };

/** "from–to of total" for a page of a list (1-based; from 0 when the list is empty). */
export function pageRange(offset: number, pageSize: number, total: number): PageRange {
  const from = total === 0 ? 0 : Math.min(offset + 1, total);
  return {
    from,
    to: Math.min(offset + pageSize, total),
    hasPrevious: offset > 0,
    hasNext: offset + pageSize < total,
  };
}
