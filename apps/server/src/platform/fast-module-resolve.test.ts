import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** The files Node loads for the server's heaviest imports, with or without the fast resolver. */
function filesLoaded(fast: boolean): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    ${fast ? "const { resolvePackageFilesFast } = await import('./src/platform/fast-module-resolve.ts'); resolvePackageFilesFast();" : ''}
    const files = [];
    registerHooks({ load(url, context, nextLoad) { files.push(url); return nextLoad(url, context); } });
    await import('drizzle-orm/node-postgres');
    await import('@pothos/core');
    await import('graphql-yoga');
    console.log(JSON.stringify(files.filter((url) => url.includes('/node_modules/'))));
  `;
  const output = execFileSync(
    process.execPath,
    ['--experimental-strip-types', '--input-type=module', '-e', script],
    { cwd: serverDir, encoding: 'utf8' },
  );
  return (JSON.parse(output) as string[]).sort();
}

describe('the fast resolver of package files', () => {
  it('loads exactly the files Node itself resolves, each once', () => {
    const fast = filesLoaded(true);
    expect(fast.length).toBeGreaterThan(200);
    expect(new Set(fast).size).toBe(fast.length);
    expect(fast).toEqual(filesLoaded(false));
  });
});
