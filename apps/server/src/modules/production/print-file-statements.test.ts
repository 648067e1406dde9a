import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs } from '../../testing/auth-helpers.ts';
import {
  CARD_VALUES,
  orderCardWithMissingLogo,
  orderCardWithSoftLogo,
  startPrintFileTests,
} from '../../testing/print-file-helpers.ts';

// The order list reads its orders' print files (issue 15) in a fixed number of statements, whatever the
// number of orders on the page.

const s = startPrintFileTests();

// Orders with a print file in each state the list shows: ready, ready with preflight warnings, failed,
// and none yet.
let tenantId: string;
beforeAll(async () => {
  const ready = await s.orderCard();
  tenantId = ready.tenantId;
  await s.render(ready);
  await s.render(await orderCardWithSoftLogo(s));
  await s.render(await orderCardWithMissingLogo(s));
  await s.orderCard({ ...CARD_VALUES, firstName: 'Unrendered' });
});

describe('statements', () => {
  it('reads the print files of a page of orders in as many statements for many orders as for one', async () => {
    const { t, admin } = s;
    const LIST = `query L($limit: Int) { orders(limit: $limit) { items { printFilesZipUrl items { printFile { status preflight { code } } } } } }`;
    const count = async (limit: number) => {
      // The host → tenant cache keeps a tenant for a few seconds from its load: dropped before each
      // count, both read it, instead of only the one that comes after it ran out.
      t.services.tenantChanges.changed(tenantId);
      const statements: string[] = [];
      t.database.onStatement = (text) => {
        if (!/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text)) statements.push(text);
      };
      try {
        const answer = await graphqlAs<{ orders: { items: unknown[] } }>(t, admin, LIST, { limit });
        expect(answer.body.errors).toBeUndefined();
        return { orders: answer.body.data!.orders.items.length, statements };
      } finally {
        t.database.onStatement = undefined;
      }
    };
    const one = await count(1);
    const many = await count(20);
    expect(many.orders).toBeGreaterThan(3);
    expect(many.statements.length, many.statements.join('\n')).toBe(one.statements.length);
    expect(many.statements.filter((text) => /from "print_file"/.test(text))).toHaveLength(1);
  });
});
