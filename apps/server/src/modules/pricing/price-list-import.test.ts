import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePriceListFile } from '@print/core/pricing/price-list-csv';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { priceLists } from './pricing.tables.ts';
import { priceScales } from './price-scales.tables.ts';
import { importPriceListFile } from './price-list-files.ts';
import {
  coachSession,
  FILE,
  IMPORT,
  PREVIEW,
  SCALES,
  type GraphQLBody,
  type Report,
  type ScalePage,
} from './price-list-test-helpers.ts';

// Import and export of a price list (issue 15): a preview of what a file changes, a per-line error
// report before anything is written, the whole file or nothing, the same file twice at once.

let t: TestApp;
let admin: CookieJar;
let coach: CookieJar;
let northAdmin: CookieJar;
let listId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
  coach = await coachSession(t, admin, 'carla');
  const [poster] = await withSystem(t.database, (tx) =>
    tx.select().from(products).where(eq(products.slug, 'plakat-a1')),
  );
  listId = poster!.priceListId!; // scales 1: 14.90, 5: 9.90, 10: 7.90, 25: 5.90
});
afterAll(() => t.close());

const call = async <T>(jar: CookieJar, query: string, variables: Record<string, unknown>, host?: string) =>
  (await graphqlAs<T>(t, jar, query, variables, host)).body as GraphQLBody<T>;
const preview = async (file: string) =>
  (await call<{ previewPriceListImport: Report }>(admin, PREVIEW, { id: listId, file })).data!
    .previewPriceListImport;
const scalesNow = async () =>
  (
    await call<{ priceListScales: ScalePage }>(admin, SCALES, { priceListId: listId, limit: 100 })
  ).data!.priceListScales.items.map(({ variantId, minQuantity, unitPriceMinor }) => ({
    variantId,
    minQuantity,
    unitPriceMinor,
  }));

const FILE_TEXT = 'variant;quantity;unit_price\n;1;14,90\n;5;8,90\n;50;4,90\nPO-A1-GLOSS;1;16,90\n';

describe('importing a price list', () => {
  it('previews added, changed and removed scales per row, and writes nothing', async () => {
    const before = await scalesNow();
    const report = await preview(FILE_TEXT);
    expect(report).toMatchObject({
      added: 2,
      changed: 1,
      removed: 2,
      unchanged: 1,
      applied: false,
      errors: [],
    });
    expect(report.changes).toEqual(
      expect.arrayContaining([
        { kind: 'changed', variantCode: null, minQuantity: 5, beforeMinor: 990, afterMinor: 890 },
        { kind: 'added', variantCode: 'PO-A1-GLOSS', minQuantity: 1, beforeMinor: null, afterMinor: 1690 },
        { kind: 'removed', variantCode: null, minQuantity: 25, beforeMinor: 590, afterMinor: null },
      ]),
    );
    expect(await scalesNow()).toEqual(before);
  });

  it('reports every line it cannot read and imports nothing of such a file', async () => {
    const before = await scalesNow();
    const file = 'variant,quantity,unit_price\n,1,14.90\nNOPE-1,5,1\n,0,1\n,7,-2\n,1,3.00\n';
    const body = await call<{ importPriceList: Report }>(admin, IMPORT, { id: listId, file });
    expect(body.data!.importPriceList.applied).toBe(false);
    expect(body.data!.importPriceList.errors).toEqual([
      { line: 3, key: 'admin.importUnknownVariant', params: { code: 'NOPE-1' } },
      { line: 4, key: 'admin.priceScaleQuantity', params: { max: '1000000' } },
      { line: 5, key: 'admin.priceScalePrice', params: {} },
      { line: 6, key: 'admin.priceScaleDuplicate', params: { quantity: '1' } },
    ]);
    expect(await scalesNow()).toEqual(before);
    const missing = await preview('a;b\n1;2');
    expect(missing.errors[0]!.key).toBe('admin.importMissingColumns');
  });

  it('applies the file whole; the same file imported twice at once gives the same scales, none twice', async () => {
    const [first, second] = await Promise.all([
      call<{ importPriceList: Report }>(admin, IMPORT, { id: listId, file: FILE_TEXT }),
      call<{ importPriceList: Report }>(admin, IMPORT, { id: listId, file: FILE_TEXT }),
    ]);
    expect([first.errors, second.errors]).toEqual([undefined, undefined]);
    const scales = await scalesNow();
    expect(scales.filter((s) => s.variantId === null).map((s) => [s.minQuantity, s.unitPriceMinor])).toEqual([
      [1, 1490],
      [5, 890],
      [50, 490],
    ]);
    expect(scales).toHaveLength(4);
    const log = await withSystem(t.database, (tx) =>
      tx.select().from(auditEntries).where(eq(auditEntries.action, 'priceList.import')),
    );
    expect(log.length).toBeGreaterThanOrEqual(1);
    expect(log[0]!.details).toEqual({ added: 2, changed: 1, removed: 2 });
    // The shop prices the poster from the imported scales.
    const page = await call<{ product: { priceTable: { quantity: number }[] } }>(
      admin,
      'query P { product(slug: "plakat-a1") { priceTable { quantity } } }',
      {},
    );
    expect(page.data!.product.priceTable.map((row) => row.quantity)).toEqual([1, 5, 50]);
  });

  it('exports what it imports: CSV and Excel in the admin language', async () => {
    const csv = await call<{ priceListFile: string }>(admin, FILE, { id: listId, format: 'csv' });
    expect(csv.data!.priceListFile).toBe(
      'variant,quantity,unit_price\r\n,1,14.90\r\n,5,8.90\r\n,50,4.90\r\nPO-A1-GLOSS,1,16.90',
    );
    const excel = await call<{ priceListFile: string }>(admin, FILE, { id: listId, format: 'excel' });
    expect(excel.data!.priceListFile.startsWith('\uFEFFvariant;quantity;unit_price\r\n;1;14,90')).toBe(true);
    const roundTrip = await preview(excel.data!.priceListFile);
    expect(roundTrip).toMatchObject({ added: 0, changed: 0, removed: 0, unchanged: 4, errors: [] });
  });

  it('a 10,000-line file previews and imports (one statement per 5,000 rows)', async () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => `,${i + 1},${(10_000 - i) / 100}`);
    const file = ['variant,quantity,unit_price', ...lines].join('\n');
    const body = await call<{ importPriceList: Report }>(admin, IMPORT, { id: listId, file });
    expect(body.data!.importPriceList).toMatchObject({ applied: true, errors: [] });
    const [{ count }] = await withSystem(t.database, (tx) =>
      tx.$count(priceScales, eq(priceScales.priceListId, listId)).then((n) => [{ count: n }]),
    );
    expect(count).toBe(10_000);
  });

  it('answers any file text with a report, never an unexpected error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('variant;quantity;unit_price\n', ''),
        fc.string({ maxLength: 200 }),
        async (head, body) => {
          const answer = await call<{ previewPriceListImport: Report }>(admin, PREVIEW, {
            id: listId,
            file: head + body,
          });
          expect(answer.errors?.map((e) => e.message) ?? []).not.toContain('Unexpected error.');
        },
      ),
      { numRuns: 15 },
    );
  });

  it('answers a conflict when the currency changed while the file was read, and writes nothing', async () => {
    const [list] = await withSystem(t.database, (tx) =>
      tx.select().from(priceLists).where(eq(priceLists.id, listId)),
    );
    const other = list!.currency === 'GBP' ? 'EUR' : 'GBP';
    // The file was read for the other currency; the list's own is the one stored now.
    const file = { currency: other, parsed: parsePriceListFile(FILE_TEXT, other) };
    const before = await scalesNow();
    await expect(
      withTenant(t.database, list!.tenantId, (tx) => importPriceListFile(tx, null, listId, file, true)),
    ).rejects.toMatchObject({ kind: 'conflict', key: 'admin.priceListCurrencyChanged' });
    expect(await scalesNow()).toEqual(before);
  });

  it('needs prices.write; another tenant finds no such list', async () => {
    for (const query of [PREVIEW, IMPORT]) {
      const answer = await call(coach, query, { id: listId, file: FILE_TEXT });
      expect(answer.errors![0]!.extensions!.code).toBe('FORBIDDEN');
      const foreign = await call(northAdmin, query, { id: listId, file: FILE_TEXT }, 'northprint.localhost');
      expect(foreign.errors![0]!.extensions!.key).toBe('admin.priceListNotFound');
    }
    const exported = await call(northAdmin, FILE, { id: listId, format: 'csv' }, 'northprint.localhost');
    expect(exported.errors![0]!.extensions!.key).toBe('admin.priceListNotFound');
  });
});
