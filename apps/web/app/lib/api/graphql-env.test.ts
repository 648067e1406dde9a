import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web app's operations are typed from graphql-env.d.ts, which gql.tada writes from the server's
// schema.graphql: a schema change without `npm run schema:print` (which rewrites both) fails here.
const web = path.resolve(import.meta.dirname, '../../..');

describe('graphql-env.d.ts', () => {
  it('is what gql.tada makes of the committed schema', () => {
    const output = path.join(mkdtempSync(path.join(tmpdir(), 'graphql-env-')), 'graphql-env.d.ts');
    execFileSync(
      path.resolve(web, '../../node_modules/.bin/gql.tada'),
      ['generate', 'output', '--output', output],
      {
        cwd: web,
        stdio: 'pipe',
      },
    );
    expect(readFileSync(path.join(web, 'app/lib/api/graphql-env.d.ts'), 'utf8')).toBe(
      readFileSync(output, 'utf8'),
    );
  });
});
