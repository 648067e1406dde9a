import { describe, expect, it } from 'vitest';
import { productListVariables } from './product-filters.ts';

const view = { sort: { id: 'updatedAt', desc: true }, search: 'karte', page: 3, pageSize: 25, hidden: [] };
const filters =
  (values: Record<string, string>) =>
  (name: string): string =>
    values[name] ?? '';

describe('the products list address', () => {
  it('asks the server for the page, sort and filters the address names', () => {
    expect(
      productListVariables(
        view,
        filters({
          status: 'unpublished',
          orderable: 'no',
          category: 'c1',
          payment: 'subscription',
          stock: 'out',
        }),
      ),
    ).toEqual({
      search: 'karte',
      published: false,
      archived: false,
      orderable: false,
      categoryId: 'c1',
      paymentMode: 'subscription',
      outOfStock: true,
      offset: 50,
      limit: 25,
      sortBy: 'updatedAt',
      descending: true,
    });
  });

  it('shows archived products only under the archived status, and ignores unknown values', () => {
    const variables = productListVariables(
      { ...view, sort: null, page: 1 },
      filters({ status: 'archived', payment: 'barter', orderable: 'maybe', stock: 'some' }),
    );
    expect(variables).toMatchObject({
      archived: true,
      published: null,
      orderable: null,
      paymentMode: null,
      outOfStock: null,
      sortBy: 'name',
    });
  });

  it('lists the products in stock, or only those sold out', () => {
    expect(productListVariables(view, filters({ stock: 'in' })).outOfStock).toBe(false);
    expect(productListVariables(view, filters({ stock: 'out' })).outOfStock).toBe(true);
    expect(productListVariables(view, filters({})).outOfStock).toBeNull();
  });
});
