import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { LIST } from './price-list-test-helpers.ts';

// No N+1 (issue 15): a page of price lists with their scale and product counts costs the same number
// of SQL statements whether it shows 2 lists or 20 (counts are subqueries of the one page statement).

let t: TestApp;
let admin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t.close());

async function counted(limit: number) {
  const statements: string[] = [];
  t.database.onStatement = (sql) => {
    if (!/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(sql)) statements.push(sql);
  };
  try {
    const { body } = await graphqlAs<{ priceLists: { items: unknown[] } }>(t, admin, LIST, { limit });
    expect(body.errors).toBeUndefined();
    return { items: body.data!.priceLists.items.length, statements };
  } finally {
    t.database.onStatement = undefined;
  }
}

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
