import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../shell/confirm/confirm-provider.tsx';
import { renderWithShell, testTexts as texts } from '../../shell/test-helpers.tsx';
import { AdminEditor } from './admin-editor.tsx';
import { AdminTable, type ListStatus } from './admin-table.tsx';
import { BulkBar } from './admin-toolbar.tsx';
import { selectColumn } from './select-column.tsx';
import { TablePager } from './table-pager.tsx';
import type { TableViewConfig } from './table-view.ts';
import { adminColumns, useAdminTable } from './use-admin-table.ts';
import { useTableView } from './use-table-view.ts';

// The kit's table drawn on the server from the address: the browser's first paint of a reloaded or
// shared link. What a press changes is walked through by the admin e2e spec.

type Person = { id: string; name: string; city: string };
const people: Person[] = Array.from({ length: 25 }, (_, index) => ({
  id: `p${index + 1}`,
  name: `Person ${String(index + 1).padStart(2, '0')}`,
  city: index % 2 === 0 ? 'Berlin' : 'Hamburg',
}));
const VIEW: TableViewConfig = {
  sort: { id: 'name', desc: false },
  sortable: ['name', 'city'],
  pageSizes: [5, 10],
  pageSize: 10,
  hideable: ['city'],
};
const column = adminColumns<Person>();
const columns = [
  selectColumn<Person>((person) => person.name),
  column.accessor('name', { meta: { label: 'Name', isRowHeader: true } }),
  column.accessor('city', { meta: { label: 'City' } }),
];
const loaded: ListStatus = { isPending: false, isError: false };

function People({ data, status = loaded }: { data: Person[] | undefined; status?: ListStatus }) {
  const tableView = useTableView(VIEW);
  const table = useAdminTable({
    tableView,
    columns,
    data,
    getRowId: (person) => person.id,
    mode: { server: false },
    canSelect: (person) => person.id !== 'p2',
  });
  return (
    <>
      <BulkBar count={1} progress={{ done: 2, total: 5 }} onClear={() => {}} testId="people-bulk">
        {null}
      </BulkBar>
      <AdminTable table={table} label="People" status={status} testId="people" />
      <TablePager table={table} tableView={tableView} testId="people" />
    </>
  );
}

const render = (url: string) => renderWithShell(url, <People data={people} />);
const renderUnloaded = (status: ListStatus) =>
  renderWithShell('/people', <People data={undefined} status={status} />);
const rowNames = (html: string) => [...html.matchAll(/>(Person \d\d)</g)].map((match) => match[1]);

describe('admin table', () => {
  it('shows the first page sorted by the default column', () => {
    const html = render('/people');
    expect(rowNames(html)).toEqual(people.slice(0, 10).map((person) => person.name));
    expect(html).toContain('1–10 of 25');
    expect(html).toMatch(/aria-sort="ascending"[^>]*>[^]*?Name/);
  });

  it('searches, sorts, pages and hides columns as the address says', () => {
    const html = render('/people?q=berlin&sort=-name&page=2&size=5&hide=city');
    // 13 people live in Berlin; descending, page 2 of 5 each: the 6th to 10th of them.
    const berlin = people.filter((person) => person.city === 'Berlin').reverse();
    expect(rowNames(html)).toEqual(berlin.slice(5, 10).map((person) => person.name));
    expect(html).toContain('6–10 of 13');
    expect(html).toMatch(/aria-sort="descending"[^>]*>[^]*?Name/);
    expect(html).not.toContain('>City<');
    expect(html).not.toContain('>Berlin<');
  });

  it('labels every selection box and leaves out rows that may not be ticked', () => {
    const html = render('/people');
    expect(html).toContain(texts['admin.tableSelectAll']);
    expect(html).toContain('Select Person 01');
    expect(html).not.toContain('Select Person 02');
    expect(html).toContain('data-testid="select-row-p1"');
    // The bulk bar reports a running action.
    expect(html).toContain('2 of 5 done');
  });

  it('shows loading, error and nothing-found in place of the rows', () => {
    expect(renderUnloaded({ isPending: true, isError: false })).toContain(texts['common.loading']);
    expect(renderUnloaded({ isPending: false, isError: true })).toContain(texts['common.genericError']);
    const none = render('/people?q=nowhere');
    expect(none).toContain(texts['common.noResults']);
    expect(none).toContain('0–0 of 0');
  });
});

describe('admin editor', () => {
  const editor = (url: string) =>
    renderWithShell(
      url,
      <ConfirmProvider>
        <AdminEditor
          title="Product"
          tabs={[
            { id: 'settings', label: 'Settings', content: <p>settings panel</p> },
            { id: 'fields', label: 'Fields', content: <p>fields panel</p> },
          ]}
          isDirty={false}
          isSaving={false}
          onSave={() => Promise.resolve(true)}
          closeTo="/admin/products"
          notice="Please fill in all mandatory fields."
          testId="product-editor"
        />
      </ConfirmProvider>,
    );

  it('opens the tab the address names, keeps the others mounted, and shows the form notice', () => {
    const html = editor('/admin/products/p1?tab=fields');
    expect(html).toMatch(/data-testid="product-editor-tab-fields"[^>]*aria-selected="true"/);
    expect(html).toContain('settings panel');
    expect(html).toContain('fields panel');
    expect(html).toContain('href="/admin/products"');
    expect(html).toContain('Please fill in all mandatory fields.');
  });

  it('opens the first tab for an unknown one', () => {
    expect(editor('/admin/products/p1?tab=nonsense')).toMatch(
      /data-testid="product-editor-tab-settings"[^>]*aria-selected="true"/,
    );
  });
});
