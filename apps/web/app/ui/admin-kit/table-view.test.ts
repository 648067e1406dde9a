import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageRange, parseTableView, withTableView, type TableViewConfig } from './table-view.ts';

const config: TableViewConfig = {
  sort: { id: 'date', desc: true },
  sortable: ['date', 'total', 'name'],
  pageSizes: [10, 25, 50],
  pageSize: 25,
  hideable: ['customer', 'items'],
};
const parse = (query: string) => parseTableView(new URLSearchParams(query), config);

describe('table view in the address', () => {
  it('reads sort, search, page, page size and hidden columns', () => {
    expect(parse('sort=-total&q=+Müller+&page=3&size=50&hide=items,customer')).toEqual({
      sort: { id: 'total', desc: true },
      search: 'Müller',
      page: 3,
      pageSize: 50,
      hidden: ['items', 'customer'],
    });
    expect(parse('sort=name').sort).toEqual({ id: 'name', desc: false });
  });

  it('falls back to the defaults for what it does not know', () => {
    expect(parse('sort=-secret&page=-2&size=7&hide=number,items,items')).toEqual({
      sort: { id: 'date', desc: true },
      search: '',
      page: 1,
      pageSize: 25,
      hidden: ['items'],
    });
    expect(parse('page=1.5').page).toBe(1);
  });

  it('writes only what differs from the defaults and keeps the other parameters', () => {
    const params = new URLSearchParams('status=placed&page=4');
    const view = { ...parse(''), page: 1 };
    expect(withTableView(params, view, config).toString()).toBe('status=placed');
    expect(
      withTableView(
        params,
        { sort: { id: 'total', desc: false }, search: 'a b', page: 2, pageSize: 10, hidden: ['customer'] },
        config,
      ).toString(),
    ).toBe('status=placed&page=2&sort=total&q=a+b&size=10&hide=customer');
  });

  it('reads back every view it writes', () => {
    const views = fc.record({
      sort: fc.option(fc.record({ id: fc.constantFrom(...config.sortable), desc: fc.boolean() }), {
        nil: null,
      }),
      search: fc.string().map((text) => text.trim()),
      page: fc.integer({ min: 1, max: 1000 }),
      pageSize: fc.constantFrom(...config.pageSizes),
      hidden: fc.subarray([...config.hideable]),
    });
    fc.assert(
      fc.property(views, (view) => {
        const read = parseTableView(withTableView(new URLSearchParams(), view, config), config);
        // No sort written means the default sort.
        expect(read).toEqual({ ...view, sort: view.sort ?? config.sort });
      }),
    );
  });
});

describe('pageRange', () => {
  it('describes the shown part of the list', () => {
    expect(pageRange(0, 25, 60)).toEqual({ from: 1, to: 25, hasPrevious: false, hasNext: true });
    expect(pageRange(50, 25, 60)).toEqual({ from: 51, to: 60, hasPrevious: true, hasNext: false });
    expect(pageRange(0, 25, 0)).toEqual({ from: 0, to: 0, hasPrevious: false, hasNext: false });
  });
});
