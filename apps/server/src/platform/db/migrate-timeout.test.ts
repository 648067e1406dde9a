import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, MIGRATION_LOCK, type Database } from './client.ts';

// A migration may rewrite a large table (0016 updates every order line) for longer than a request may
// run; under the pool's statement timeout it was cancelled and the server did not start. PostgreSQL only
// (TEST_DATABASE_URL): PGlite has no statement timeout.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('migrations on PostgreSQL', () => {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl ?? 'postgres://localhost');
  url.pathname = `/${name}`;
  let database: Database;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    database = await createDatabase({ databaseUrl: url.toString(), statementTimeoutMs: 200 });
  });
  afterAll(async () => {
    await database?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('run without the statement timeout that every other query has', async () => {
    // Another instance is migrating: this one waits for it longer than a statement may take.
    const other = new pg.Client({ connectionString: url.toString() });
    other.on('error', () => undefined);
    await other.connect();
    await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const release = new Promise((resolve) => setTimeout(resolve, 1_000)).then(() => other.end());
    await expect(database.migrate()).resolves.toBeUndefined();
    await release;
    const [row] = (await database.db.execute(sql`select count(*)::int as n from "tenant"`)).rows;
    expect(row).toEqual({ n: expect.any(Number) });
    // Queries of the app keep their timeout.
    await expect(database.db.execute(sql`select pg_sleep(1)`)).rejects.toMatchObject({
      cause: { code: '57014' }, // query_canceled
    });
  });
});
