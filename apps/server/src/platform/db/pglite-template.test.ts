import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPgliteTemplate, copyPgliteTemplate } from './pglite-template.ts';

/** A stand-in for PGlite's data directory: the template logic only copies files. */
const fakeInitdb = async (dataDir: string) => {
  await mkdir(path.join(dataDir, 'pgdata', 'base'), { recursive: true });
  await writeFile(path.join(dataDir, 'pgdata', 'PG_VERSION'), '17');
};

describe('the embedded database template of the build', () => {
  it('fills an empty data directory on first start, but never one that holds a database', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'print-template-'));
    const template = path.join(root, 'build', 'pgdata-template');
    await buildPgliteTemplate(fakeInitdb, template);

    const fresh = path.join(root, 'fresh', 'pgdata');
    expect(await copyPgliteTemplate(fresh, template)).toBe(true);
    expect(await readFile(path.join(fresh, 'PG_VERSION'), 'utf8')).toBe('17');
    expect((await readdir(fresh)).sort()).toEqual(['PG_VERSION', 'base']);

    const used = path.join(root, 'used', 'pgdata');
    await mkdir(used, { recursive: true });
    await writeFile(path.join(used, 'PG_VERSION'), 'mine');
    expect(await copyPgliteTemplate(used, template)).toBe(false);
    expect(await readFile(path.join(used, 'PG_VERSION'), 'utf8')).toBe('mine');
  });

  it('is left alone when another PGlite version made it, or when there is none', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'print-template-'));
    const template = path.join(root, 'pgdata-template');
    await buildPgliteTemplate(fakeInitdb, template);
    await writeFile(path.join(template, '.pglite-version'), '0.0.1');
    expect(await copyPgliteTemplate(path.join(root, 'a'), template)).toBe(false);
    expect(await copyPgliteTemplate(path.join(root, 'b'), path.join(root, 'missing'))).toBe(false);
  });
});
