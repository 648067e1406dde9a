import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseTableView, withTableView, type TableView, type TableViewConfig } from './table-view.ts';

export type TableViewState = {
  view: TableView;
  config: TableViewConfig;
  /** Changes the view; any change but the page itself starts again at page 1. */
  setView: (changes: Partial<TableView>) => void;
  /** A screen's own filter parameter (e.g. `status`), '' when absent. */
  filter: (name: string) => string;
  /** Sets (or with '' removes) a screen's own filter parameter, back at page 1. */
  setFilter: (name: string, value: string) => void;
};

/**
 * The table view held in the page's address (table-view.ts). Changes replace the history entry, so
 * Back leaves the list instead of stepping through every sort and page.
 */
export function useTableView(config: TableViewConfig): TableViewState {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseTableView(params, config), [params, config]);

  const setView = useCallback(
    (changes: Partial<TableView>) =>
      setParams(
        (current) => {
          const now = parseTableView(current, config);
          const page = 'page' in changes ? (changes.page ?? 1) : 1;
          return withTableView(current, { ...now, ...changes, page }, config);
        },
        { replace: true, preventScrollReset: true },
      ),
    [config, setParams],
  );

  const setFilter = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = withTableView(current, { ...parseTableView(current, config), page: 1 }, config);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [config, setParams],
  );

  const filter = useCallback((name: string) => params.get(name) ?? '', [params]);
  return { view, config, setView, filter, setFilter };
}
