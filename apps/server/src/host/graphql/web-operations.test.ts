import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Every operation the web app sends (its typed documents, decision 0034) passes this server's checks:
// the schema, and the limits on depth, cost, aliases, directives and tokens (yoga.ts). gql.tada checks
// the schema alone; the limits once refused the order page's query after its fields moved into
// fragments. Sent without variables: the checks come first, so a missing variable is the only error
// an accepted operation may get.
const WEB_APP = path.resolve(import.meta.dirname, '../../../../web/app');
const REFUSED_BY_CHECKS =
  /limit|exceeded|Cannot query field|Unknown (argument|type|fragment|directive)|Syntax Error|must have a selection/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });
}

let t: TestApp;
let operations: string[];
beforeAll(async () => {
  t = await createTestApp();
  // Load every web module that defines operations; the graphql() of lib/api/graphql.ts records them.
  const files = sourceFiles(WEB_APP).filter((file) =>
    /-api\.ts$|\/lib\/(admin|cart|i18n|orders)\/|\/shell\/admin\/admin-tenants\.ts$/.test(file),
  );
  for (const file of files) await import(file);
  const { definedOperations } = await import(path.join(WEB_APP, 'lib/api/graphql.ts'));
  operations = definedOperations();
});
afterAll(() => t?.close());

describe("the web app's operations", () => {
  it('are all found', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50);
  });

  it("pass the server's schema and limits", async () => {
    const refused: string[] = [];
    for (const operation of operations) {
      const { body } = await graphqlAs(t, null, operation);
      const name = /\b(?:query|mutation)\s+(\w+)/.exec(operation)?.[1];
      for (const error of body.errors ?? []) {
        if (REFUSED_BY_CHECKS.test(error.message)) refused.push(`${name}: ${error.message}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
