import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { loginAs } from '../../testing/auth-helpers.ts';
import {
  addToCart,
  ENVELOPE_VALUES,
  ENVELOPES,
  placeOrder,
  productId,
  setStock,
  visitor,
} from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { FIRST_ORDER_NUMBER, nextOrderNumber } from './order-numbers.ts';

// Order numbers are counted per shop (issue 12): a shop's numbers say nothing about another shop's
// volume, two orders placed at once never share a number, and the migration keeps every number a
// shopper has already seen.

describe('order numbers per shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function druckereiOrder() {
    const jar = await visitor(t);
    await addToCart(t, jar, {
      productId: await productId(t, ENVELOPES),
      quantity: 100,
      fieldValues: ENVELOPE_VALUES,
    });
    return placeOrder(t, jar);
  }

  it('each shop starts at the first number, whatever the other shop has sold', async () => {
    const first = await druckereiOrder();
    const second = await druckereiOrder();
    expect([first.order?.number, second.order?.number]).toEqual([FIRST_ORDER_NUMBER, FIRST_ORDER_NUMBER + 1]);

    const host = 'northprint.localhost';
    const jar = await loginAs(t, 'customer', 'Customer#2026', { host });
    await addToCart(
      t,
      jar,
      {
        productId: await productId(t, 'envelopes-c5', 'northprint'),
        quantity: 100,
        fieldValues: { companyName: 'Bennett Ltd', address: '1 High Street, Leeds' },
      },
      host,
    );
    const north = await placeOrder(t, jar, { billingAddress: { ...BILLING_UK } }, host);
    expect(north.errors).toBeUndefined();
    expect(north.order!.number).toBe(FIRST_ORDER_NUMBER);
  });

  it('orders placed at the same moment get distinct, consecutive numbers', async () => {
    await setStock(t, await productId(t, ENVELOPES), null);
    const jars = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const jar = await visitor(t);
        await addToCart(t, jar, {
          productId: await productId(t, ENVELOPES),
          quantity: 100,
          fieldValues: ENVELOPE_VALUES,
        });
        return jar;
      }),
    );
    const highest = (await druckereiOrder()).order!.number;
    const results = await Promise.all(jars.map((jar) => placeOrder(t, jar)));
    const numbers = results.map((result) => result.order!.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => highest + 1 + index));
  });
});

const BILLING_UK = {
  salutation: 'mr',
  firstName: 'Oliver',
  lastName: 'Bennett',
  email: 'oliver@example.co.uk',
  street: '1 High Street',
  zipCode: 'LS1 1AA',
  city: 'Leeds',
  country: 'GB',
};

describe('the migration to per-shop numbers', () => {
  const migrations = path.resolve(import.meta.dirname, '../../../migrations');
  let database: Database;
  let drop: () => Promise<void>;
  let before: string;

  /** An empty database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), not yet migrated. */
  async function emptyDatabase() {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) {
      const created = await createDatabase({});
      return { database: created, drop: () => created.close() };
    }
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const created = await createDatabase({ databaseUrl: url.toString() });
    return {
      database: created,
      drop: async () => {
        await created.close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }

  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase());
    // The migrations as they were before per-shop numbers: the journal up to 0007.
    before = await mkdtemp(path.join(tmpdir(), 'print-migrations-'));
    await cp(migrations, before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const cut = journal.entries.findIndex((entry) => entry.tag === '0008_per_tenant_order_numbers');
    expect(cut).toBeGreaterThan(0);
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
    const config = { migrationsFolder: before };
    if (database.kind === 'pglite') await migratePglite(database.db as never, config);
    else await migratePg(database.db, config);
  });
  afterAll(async () => {
    await drop();
    await rm(before, { recursive: true, force: true });
  });

  it('keeps every number; each shop continues after its own highest, a shop without orders starts at the first', async () => {
    const tenant = async (slug: string) => {
      const rows = await database.db.execute<{ id: string }>(
        sql`insert into tenant (slug, name, settings) values (${slug}, ${slug}, '{}'::jsonb) returning id`,
      );
      return rows.rows[0]!.id;
    };
    const [a, b, c] = [await tenant('a'), await tenant('b'), await tenant('c')];
    // One sequence for all shops, as before: a, a, b, a → 100001, 100002 (a), 100003 (b), 100004 (a).
    for (const tenantId of [a, a, b, a]) {
      await database.db.execute(sql`insert into customer_order
        (tenant_id, user_id, status, payment_method, currency, price_display, net_minor, tax_minor,
         gross_minor, billing_address, shipping_address, language)
        values (${tenantId}, gen_random_uuid(), 'placed', 'invoice', 'EUR', 'gross', 100, 19, 119,
         '{}'::jsonb, '{}'::jsonb, 'de-DE')`);
    }
    const numbers = async () =>
      (
        await database.db.execute<{ tenant_id: string; number: number }>(
          sql`select tenant_id, number from customer_order order by number`,
        )
      ).rows.map((row) => [row.tenant_id, row.number]);
    const seen = await numbers();
    expect(seen).toEqual([
      [a, 100_001],
      [a, 100_002],
      [b, 100_003],
      [a, 100_004],
    ]);

    await database.migrate();

    expect(await numbers()).toEqual(seen);
    const next = (tenantId: string) => withTenant(database, tenantId, (tx) => nextOrderNumber(tx));
    expect(await next(a)).toBe(100_005);
    expect(await next(b)).toBe(100_004);
    expect(await next(c)).toBe(FIRST_ORDER_NUMBER);
    expect(await next(c)).toBe(FIRST_ORDER_NUMBER + 1);
  });
});
