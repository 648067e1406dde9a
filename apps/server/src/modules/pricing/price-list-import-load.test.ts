import { eq } from 'drizzle-orm';
import { PAUSE } from '@print/core/files/csv-rows';
import type * as PriceListCsv from '@print/core/pricing/price-list-csv';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { IMPORT, PREVIEW, type GraphQLBody, type Report } from './price-list-test-helpers.ts';

// Issue 23: a 391 KB file (a header of 300,000 empty columns, then 50,000 lines) sent to
// previewPriceListImport kept every request waiting for 37–50 s, health checks included. The server
// now reads a file outside any transaction, a slice at a time. The proof is an order, not a time: the
// health check asked once the server starts reading the file is answered before it has read it.

const reading = vi.hoisted(() => {
  let started = () => {};
  const promise = new Promise<void>((resolve) => {
    started = resolve;
  });
  /** What happened, in order: 'health' and 'preview' answered, the server's reading 'read'. */
  const events: string[] = [];
  return { promise, started: () => started(), events };
});

vi.mock('@print/core/pricing/price-list-csv', async (importOriginal) => {
  const original = await importOriginal<typeof PriceListCsv>();
  return {
    ...original,
    // Tells the test when the server starts reading the file, and when it has read it.
    readPriceListFile: function* (text: string, currency: string) {
      reading.started();
      const report = yield* original.readPriceListFile(text, currency);
      // The header's few slices can end before a busy database answers the health check's own query:
      // the reading then goes on pausing, as a longer file would, until the check is answered — which
      // it only can be if the server lets the event loop turn at every pause (else this never ends).
      while (!reading.events.includes('health')) yield PAUSE;
      reading.events.push('read');
      return report;
    },
  };
});

let t: TestApp;
let admin: CookieJar;
let listId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  const [poster] = await withSystem(t.database, (tx) =>
    tx.select().from(products).where(eq(products.slug, 'plakat-a1')),
  );
  listId = poster!.priceListId!;
});
afterAll(() => t.close());

const HOSTILE = 'quantity,unit_price' + ','.repeat(300_000) + '\n' + '1\n'.repeat(50_000);

describe('a hostile price list file', () => {
  it('is refused with the column limit, and the health check is answered while it is read', async () => {
    expect(HOSTILE.length).toBeGreaterThan(390 * 1024);
    const answered = reading.events;
    const previewing = graphqlAs<{ previewPriceListImport: Report }>(t, admin, PREVIEW, {
      id: listId,
      file: HOSTILE,
    }).then((response) => {
      answered.push('preview');
      return response.body as GraphQLBody<{ previewPriceListImport: Report }>;
    });
    await reading.promise;
    const health = await t.app.inject({ method: 'GET', url: '/service-api/health' });
    answered.push('health');
    expect(health.json()).toMatchObject({ status: 'ok' });
    const preview = await previewing;
    expect(answered).toEqual(['health', 'read', 'preview']);
    expect(preview.data!.previewPriceListImport.errors).toEqual([
      { line: 1, key: 'admin.importTooManyColumns', params: { max: '20' } },
    ]);
    const imported = await graphqlAs<{ importPriceList: Report }>(t, admin, IMPORT, {
      id: listId,
      file: HOSTILE,
    });
    expect((imported.body as GraphQLBody<{ importPriceList: Report }>).data!.importPriceList).toMatchObject({
      applied: false,
      errors: [{ line: 1, key: 'admin.importTooManyColumns' }],
    });
  });
});
