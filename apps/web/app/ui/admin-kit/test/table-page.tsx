import { Button } from '../../button.tsx';
import { AdminTable } from '../admin-table.tsx';
import { TablePager } from '../table-pager.tsx';
import { TableSearch } from '../table-search.tsx';
import type { TableViewConfig } from '../table-view.ts';
import { adminColumns, useAdminTable } from '../use-admin-table.ts';
import { useConfirmAction } from '../use-confirm-action.ts';
import { useTableView } from '../use-table-view.ts';

// The admin kit's table as a list that loads whole (roles, user fields) uses it: searched, sorted
// and paged in the browser, the view in the address.

type Item = { id: string; name: string; city: string };

/** Item 01 … Item 30, every other one in Berlin. */
const ITEMS: Item[] = Array.from({ length: 30 }, (_, index) => ({
  id: `i${index + 1}`,
  name: `Item ${String(index + 1).padStart(2, '0')}`,
  city: index % 2 === 0 ? 'Berlin' : 'Hamburg',
}));

const VIEW: TableViewConfig = {
  sort: { id: 'name', desc: false },
  sortable: ['name', 'city'],
  pageSizes: [10, 25],
  pageSize: 10,
  hideable: ['city'],
};

const column = adminColumns<Item>();
const COLUMNS = [
  column.accessor('name', { meta: { label: 'Name', isRowHeader: true } }),
  column.accessor('city', { meta: { label: 'City' } }),
];

export function TablePage() {
  const tableView = useTableView(VIEW);
  const ask = useConfirmAction();
  const table = useAdminTable({
    tableView,
    columns: COLUMNS,
    data: ITEMS,
    getRowId: (item) => item.id,
    mode: { server: false },
  });
  return (
    <>
      <TableSearch tableView={tableView} label="Search" testId="items-search" />
      <Button
        onPress={() => void ask({ message: 'Delete Item 01?', confirmLabel: 'Delete' })}
        data-testid="items-delete-first"
      >
        Delete first
      </Button>
      <AdminTable table={table} label="Items" status={{ isPending: false, isError: false }} testId="items" />
      <TablePager table={table} tableView={tableView} testId="items" />
    </>
  );
}
