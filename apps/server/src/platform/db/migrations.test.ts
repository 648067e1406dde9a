import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../../..');
const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

describe('committed migrations', () => {
  it('match the Drizzle tables (run `npm run db:generate` after changing a table)', async () => {
    // drizzle-kit wants a path relative to the project; generate into a scratch copy of the migrations.
    const scratch = await mkdtemp(path.join(serverDir, '.migration-check-'));
    try {
      await cp(path.join(serverDir, 'migrations'), scratch, { recursive: true });
      const before = await readdir(scratch);
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          drizzleKit,
          'generate',
          '--dialect',
          'postgresql',
          '--schema',
          './src/host/db/schema.ts',
          '--out',
          `./${path.basename(scratch)}`,
        ],
        { cwd: serverDir },
      );
      expect(stdout).toContain('No schema changes');
      expect(await readdir(scratch)).toEqual(before);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
