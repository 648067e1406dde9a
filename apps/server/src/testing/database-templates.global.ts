// Vitest's global set-up of the integration tests: the databases every test file starts from, made once
// per run instead of once per file (issue 24: PGlite's initdb, the migrations and the demo seed with its
// deliberately slow password hashes cost ~4 s per file, most of the suite's time).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { demoTenants } from '../modules/demo/demo-tenants.ts';
import { seedDemoData } from '../modules/demo/seed-demo.ts';
import { createDatabase, type Database } from '../platform/db/client.ts';

/** Where each template is: a dump file of PGlite's data directory, or a PostgreSQL database name. */
export type DatabaseTemplates =
  | { kind: 'pglite'; migrated: string; seeded: string }
  | { kind: 'postgres'; migrated: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function withDatabase(url: string, work: (database: Database) => Promise<unknown>) {
  const database = await createDatabase({ databaseUrl: url });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'print-test-templates-'));
    const database = await createDatabase({});
    if (database.connection.kind !== 'pglite') throw new Error('expected the embedded database');
    const { client } = database.connection;
    const dump = async (name: string) => {
      const file = path.join(dir, `${name}.tar`);
      await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      return file;
    };
    await database.migrate();
    const migrated = await dump('migrated');
    await seedDemoData(database, demoTenants);
    const seeded = await dump('seeded');
    await database.close();
    project.provide('databaseTemplates', { kind: 'pglite', migrated, seeded });
    return () => rm(dir, { recursive: true, force: true });
  }

  // PostgreSQL: two template databases; each test file's database is a copy (CREATE DATABASE … TEMPLATE).
  const run = randomBytes(4).toString('hex');
  const names = { migrated: `test_template_${run}_migrated`, seeded: `test_template_${run}_seeded` };
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  await admin((client) => client.query(`create database ${names.seeded}`));
  // The migrated state is copied before the seed goes in (a template may have no other connection).
  await withDatabase(urlOf(names.seeded), (database) => database.migrate());
  await admin((client) => client.query(`create database ${names.migrated} template ${names.seeded}`));
  await withDatabase(urlOf(names.seeded), (database) => seedDemoData(database, demoTenants));
  project.provide('databaseTemplates', { kind: 'postgres', ...names });
  return () =>
    admin(async (client) => {
      for (const name of Object.values(names))
        await client.query(`drop database if exists ${name} with (force)`);
    });
}
