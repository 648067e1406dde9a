import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './client.ts';
import { serialiseQueries } from './serial-queries.ts';

/** A connection like pg's that refuses a second query while one runs (pg 9's announced behaviour). */
function strictConnection() {
  const sent: string[] = [];
  let busy = false;
  const connection = {
    sent,
    query(text: string): Promise<string> {
      if (busy) return Promise.reject(new Error(`"${text}" asked while a query runs`));
      busy = true;
      sent.push(text);
      return new Promise((resolve, reject) =>
        setTimeout(() => {
          busy = false;
          if (text === 'fails') reject(new Error('syntax error'));
          else resolve(`answer to ${text}`);
        }, 5),
      );
    },
  };
  return connection;
}

describe('serialiseQueries', () => {
  it('sends queries asked at once one after another, each with its own answer, in the order asked', async () => {
    const connection = strictConnection();
    serialiseQueries(connection as never);
    const answers = await Promise.all(['a', 'b', 'c'].map((text) => connection.query(text)));
    expect(answers).toEqual(['answer to a', 'answer to b', 'answer to c']);
    expect(connection.sent).toEqual(['a', 'b', 'c']);
  });

  it('a failing query fails only its own caller; the next one still goes out', async () => {
    const connection = strictConnection();
    serialiseQueries(connection as never);
    const [failed, next] = await Promise.allSettled([connection.query('fails'), connection.query('next')]);
    expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'syntax error' } });
    expect(next).toEqual({ status: 'fulfilled', value: 'answer to next' });
  });

  it('passes callback-style calls through unchanged', async () => {
    const calls: unknown[][] = [];
    const connection = { query: (...args: unknown[]) => void calls.push(args) };
    serialiseQueries(connection as never);
    const callback = () => undefined;
    connection.query('select 1', [], callback);
    expect(calls).toEqual([['select 1', [], callback]]);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)(
  'parallel resolvers on one PostgreSQL transaction (needs TEST_DATABASE_URL)',
  () => {
    const name = `test_serial_${randomBytes(6).toString('hex')}`;
    let database: Database;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      database = await createDatabase({ databaseUrl: url.toString() });
    });

    afterAll(async () => {
      await database?.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    });

    it('answers every query and pg warns of no queued query', async () => {
      const warnings: string[] = [];
      const onWarning = (warning: Error) => warnings.push(warning.message);
      process.on('warning', onWarning);
      try {
        const answers = await database.db.transaction((tx) =>
          Promise.all(
            [1, 2, 3, 4].map((n) =>
              tx.execute(sql`select ${n}::int as n, pg_sleep(0.01)`).then((r) => r.rows[0]?.n),
            ),
          ),
        );
        expect(answers).toEqual([1, 2, 3, 4]);
        await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on the next tick
        expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
      } finally {
        process.off('warning', onWarning);
      }
    });
  },
);
