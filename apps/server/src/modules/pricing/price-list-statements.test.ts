import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { eq } from 'drizzle-orm';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { products } from '../catalog/catalog.tables.ts';
import { IMPORT, LIST, SCALES } from './price-list-test-helpers.ts';

// No N+1 (issue 15): a page of price lists with their scale and product counts costs the same number
// of SQL statements whether it shows 2 lists or 20 (counts are subqueries of the one page statement);
// a page of a list's scales with their variants, sorted and filtered, the same for 5 scales or 100.

let t: TestApp;
let admin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t.close());

async function countedQuery(query: string, variables: Record<string, unknown>) {
  const statements: string[] = [];
  t.database.onStatement = (sql) => {
    if (!/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(sql)) statements.push(sql);
  };
  try {
    const { body } = await graphqlAs<Record<string, { items: unknown[] }>>(t, admin, query, variables);
    expect(body.errors).toBeUndefined();
    return { items: Object.values(body.data!)[0]!.items.length, statements };
  } finally {
    t.database.onStatement = undefined;
  }
}
const counted = (limit: number) => countedQuery(LIST, { limit });

describe('statements of the price lists table', () => {
  it('lists 20 price lists with their counts in as many statements as 2', async () => {
    await counted(1); // warm the host → tenant cache
    const small = await counted(2);
    const large = await counted(20);
    expect(large.items).toBeGreaterThanOrEqual(10);
    expect(large.statements.length, large.statements.join('\n')).toBe(small.statements.length);
    expect(large.statements.filter((sql) => /from "price_list"/.test(sql))).toHaveLength(1);
  });
});

describe('statements of the price list editor’s scales table', () => {
  it('shows 100 scales with their variants, sorted and filtered, in as many statements as 5', async () => {
    const [rollup] = await withSystem(t.database, (tx) =>
      tx.select().from(products).where(eq(products.slug, 'rollup-85x200')),
    );
    const priceListId = rollup!.priceListId!;
    const lines = [
      ...Array.from({ length: 150 }, (_, i) => `;${i + 1};${200 - i},00`),
      ...Array.from({ length: 50 }, (_, i) => `RU-85-PREMIUM;${i + 1};${300 - i},00`),
    ];
    const file = ['variant;quantity;unit_price', ...lines].join('\n');
    const imported = await graphqlAs<{ importPriceList: { applied: boolean } }>(t, admin, IMPORT, {
      id: priceListId,
      file,
    });
    expect(imported.body.data!.importPriceList.applied).toBe(true);
    await countedQuery(SCALES, { priceListId, limit: 1 }); // after the import: nothing left to warm

    for (const view of [
      { sortBy: 'variant' },
      { sortBy: 'price', sortDirection: 'desc', quantity: '1' },
      { sortBy: 'quantity', forAllVariants: true },
    ]) {
      const small = await countedQuery(SCALES, { priceListId, limit: 5, ...view });
      const large = await countedQuery(SCALES, { priceListId, limit: 100, ...view });
      expect(small.items).toBe(5);
      expect(large.items).toBeGreaterThan(50);
      expect(large.statements.length, large.statements.join('\n')).toBe(small.statements.length);
      expect(large.statements.filter((sql) => /from "price_scale"/.test(sql))).toHaveLength(1);
    }
  });
});
