import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Tx } from '../../../platform/db/client.ts';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { userFields, users } from '../../users/users.tables.ts';
import { productMetaFields, products } from '../catalog.tables.ts';

// Issue 23: two admins rename the same field to different names at the same moment. The values
// (users' custom fields, products' meta values) must end under the name the field ends with, none left
// under the name of the save that lost. On PostgreSQL a third transaction holds the field's row until
// both saves wait, so both start from the same old name (the race); PGlite runs one at a time.

let t: TestApp;
let admin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t.close());

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Runs both saves while the field's row is held, and lets it go once both wait for a lock. */
async function bothAtOnce<T>(hold: (tx: Tx) => Promise<unknown>, saves: () => Promise<T>[]): Promise<T[]> {
  if (!onPostgres) return Promise.all(saves());
  let release!: () => void;
  let held!: () => void;
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const holder = withSystem(t.database, async (tx) => {
    await hold(tx);
    held();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await isHeld;
  const answers = Promise.all(saves());
  await vi.waitFor(
    async () => {
      const [row] = await withSystem(t.database, (tx) =>
        tx.execute<{ waiting: number }>(sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`),
      ).then((result) => result.rows);
      expect(row!.waiting).toBeGreaterThanOrEqual(2);
    },
    { timeout: 10_000, interval: 20 },
  );
  release();
  await holder;
  return answers;
}

describe('renaming a field to two names at once', () => {
  it("keeps the users' values under the user field's final name", async () => {
    const created = await graphqlAs<{ createUserField: { id: string } }>(
      t,
      admin,
      'mutation C($input: UserFieldInput!) { createUserField(input: $input) { id } }',
      { input: { fieldName: 'team', type: 'text', label: 'Team' } },
    );
    const id = created.body.data!.createUserField.id;
    // The admin of this field's tenant (other demo tenants have an admin too).
    const [user] = await withSystem(t.database, async (tx) => {
      const [field] = await tx.select().from(userFields).where(eq(userFields.id, id));
      return tx
        .update(users)
        .set({ customFields: { team: 'Druck' } })
        .where(and(eq(users.tenantId, field!.tenantId), eq(users.username, 'admin')))
        .returning({ id: users.id });
    });
    const rename = (fieldName: string) =>
      graphqlAs(
        t,
        admin,
        'mutation U($id: ID!, $input: UserFieldInput!) { updateUserField(id: $id, input: $input) { id } }',
        {
          id,
          input: { fieldName, type: 'text', label: 'Team' },
        },
      );
    const answers = await bothAtOnce(
      (tx) => tx.select().from(userFields).where(eq(userFields.id, id)).for('update'),
      () => [rename('crew'), rename('group')],
    );
    expect(answers.map((answer) => answer.body.errors)).toEqual([undefined, undefined]);
    const [field] = await withSystem(t.database, (tx) =>
      tx.select().from(userFields).where(eq(userFields.id, id)),
    );
    const [after] = await withSystem(t.database, (tx) =>
      tx.select({ customFields: users.customFields }).from(users).where(eq(users.id, user!.id)),
    );
    expect(after!.customFields).toEqual({ [field!.fieldName]: 'Druck' });
  });

  it("keeps the products' values under the meta field's final name", async () => {
    const label = [
      { language: 'de-DE', text: 'Material' },
      { language: 'en-GB', text: 'Material' },
    ];
    const created = await graphqlAs<{ createProductMetaField: { id: string } }>(
      t,
      admin,
      'mutation C($input: ProductMetaFieldInput!) { createProductMetaField(input: $input) { id } }',
      { input: { name: 'material', type: 'text', label } },
    );
    const id = created.body.data!.createProductMetaField.id;
    const [product] = await withSystem(t.database, async (tx) => {
      const [field] = await tx.select().from(productMetaFields).where(eq(productMetaFields.id, id));
      return tx
        .update(products)
        .set({ metaValues: { material: { 'de-DE': 'Papier' } } })
        .where(eq(products.id, sql`(select id from product where tenant_id = ${field!.tenantId} limit 1)`))
        .returning({ id: products.id });
    });
    const rename = (name: string) =>
      graphqlAs(
        t,
        admin,
        'mutation U($id: ID!, $input: ProductMetaFieldInput!) { updateProductMetaField(id: $id, input: $input) { id } }',
        { id, input: { name, type: 'text', label } },
      );
    const answers = await bothAtOnce(
      (tx) => tx.select().from(productMetaFields).where(eq(productMetaFields.id, id)).for('update'),
      () => [rename('paper'), rename('stock')],
    );
    expect(answers.map((answer) => answer.body.errors)).toEqual([undefined, undefined]);
    const [field] = await withSystem(t.database, (tx) =>
      tx.select().from(productMetaFields).where(eq(productMetaFields.id, id)),
    );
    const [row] = await withSystem(t.database, (tx) =>
      tx.select({ metaValues: products.metaValues }).from(products).where(eq(products.id, product!.id)),
    );
    expect(row!.metaValues).toEqual({ [field!.name]: { 'de-DE': 'Papier' } });
  });
});
