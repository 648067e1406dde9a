import { cpSync, existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * An embedded database made by `npm run build` (initialised and migrated), copied into an empty DATA_DIR on
 * first start. PGlite's own initdb costs ~2.5 s of a 4.5 s first start (and leaves ~150 MB more memory
 * behind than opening an existing database); a copy of its 40 MB costs 0.05–1.3 s, as fast as the disk
 * takes the writes. Migrations added after the build still run at start, on the copy. Without a build, or from another PGlite version (whose files
 * may not fit), the first start runs initdb as before.
 */
export const PGLITE_TEMPLATE_DIR = path.resolve(import.meta.dirname, '../../../build/pgdata-template');
const VERSION_FILE = '.pglite-version';

/** The installed PGlite's version (its package exports no package.json, so found from its main file). */
async function pgliteVersion(): Promise<string> {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Copies the template into `pgdataDir` when that is missing or empty and the template fits; true if copied. */
export async function copyPgliteTemplate(pgdataDir: string, templateDir = PGLITE_TEMPLATE_DIR) {
  if (existsSync(pgdataDir) && (await readdir(pgdataDir)).length > 0) return false;
  const version = await readFile(path.join(templateDir, VERSION_FILE), 'utf8').catch(() => undefined);
  if (version !== (await pgliteVersion())) return false;
  // Synchronous on purpose: nothing else runs before the database is open, and Node's synchronous copy
  // is one native loop, where the asynchronous one waits on the thread pool for each of ~1,100 files
  // (measured at start: 1.0–1.5 s against 0.2–0.5 s for the build's 40 MB template).
  cpSync(templateDir, pgdataDir, {
    recursive: true,
    filter: (source) => path.basename(source) !== VERSION_FILE,
  });
  return true;
}

/**
 * Writes the template: a fresh PGlite data directory, migrated by `migrate`. Built in a temporary
 * directory and moved in at the end, so a failed build never leaves half a template behind.
 */
export async function buildPgliteTemplate(
  migrate: (dataDir: string) => Promise<void>,
  templateDir = PGLITE_TEMPLATE_DIR,
) {
  // A new template starts from PGlite's initdb, never from the previous template.
  await rm(templateDir, { recursive: true, force: true });
  const work = await mkdtemp(path.join(tmpdir(), 'print-pgdata-template-'));
  const staged = `${templateDir}.new`;
  try {
    await migrate(work);
    await writeFile(path.join(work, 'pgdata', VERSION_FILE), await pgliteVersion());
    await rm(staged, { recursive: true, force: true });
    await cp(path.join(work, 'pgdata'), staged, { recursive: true });
    await rm(templateDir, { recursive: true, force: true });
    await rename(staged, templateDir);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
