import { QueryStatus } from '../../../ui/admin-kit/query-status.tsx';

type Query = { isPending: boolean; isError: boolean; refetch: () => unknown };

/** A tab whose data is not there: loading, a failure with Reload, or the product gone meanwhile. */
export function TabStatus({ query }: { query: Query }) {
  return <QueryStatus query={query} missingKey="admin.productNotFound" />;
}
