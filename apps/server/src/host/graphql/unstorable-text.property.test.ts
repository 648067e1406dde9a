import { AUTH_PATHS } from '@print/core/auth/auth-api';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authPost, graphqlAs, loginAs, refreshSession, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  HOSTILE_EXAMPLES,
  hostileText,
  isUnstorable,
  operationFor,
  storedUnstorableText,
  textPaths,
  textTakingFields,
  withText,
  type TextPath,
} from '../../testing/text-fuzz.ts';
import { schema } from './schema.ts';
import { authCases, cases, setUpFixture } from '../../testing/unstorable-text.cases.ts';

// Issue 12, defect 2: generated text (control characters, lone surrogates, bidi and zero-width marks,
// 100 KB strings) through every root field that takes text and every auth route. Nothing may answer
// 5xx or "Unexpected error.", text that cannot be stored is refused as invalid input, and afterwards
// no table holds such a character.

/** Random runs per operation (each text argument also gets the fixed hostile examples in turn). */
const RUNS = 8;

let t: TestApp;
let admin: CookieJar;

type GraphQLAnswer = { errors?: { message: string; extensions?: { code?: string; key?: string } }[] };

/** What every answer must be: no 5xx, no masked error; text that cannot be stored refused as input. */
function expectCleanAnswer(what: string, text: string, status: number, body: GraphQLAnswer) {
  const context = `${what} with ${JSON.stringify(text.slice(0, 40))} (${text.length} chars): ${JSON.stringify(body).slice(0, 300)}`;
  expect(status, context).toBeLessThan(500);
  expect(body.errors?.map((error) => error.message) ?? [], context).not.toContain('Unexpected error.');
  if (isUnstorable(text)) {
    expect(body.errors?.[0]?.extensions, context).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'validation.forbiddenCharacters',
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  await setUpFixture(t, admin);
});
// The file outlasts one access token on a busy machine; each case starts with a fresh one.
beforeEach(() => refreshSession(t, admin));
afterAll(() => t.close());

describe('text that cannot be stored, through every operation that takes text', () => {
  const fields = textTakingFields(schema);

  it('has a case for every root field that takes text, and none for a field that does not', () => {
    const names = [...fields.query, ...fields.mutation].map((field) => field.name).sort();
    expect(Object.keys(cases).sort()).toEqual(names);
  });

  for (const [kind, list] of Object.entries(fields) as ['query' | 'mutation', typeof fields.query][]) {
    for (const field of list) {
      it(`${kind} ${field.name}`, async () => {
        const spec = cases[field.name];
        if (!spec) return; // the test above fails
        const operation = operationFor(kind, field);
        const paths = [...textPaths(field), ...(spec.jsonPaths ?? [])];
        const examples = paths.flatMap((path) =>
          HOSTILE_EXAMPLES.map((text) => [path, text] as [TextPath, string]),
        );
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...paths), hostileText, async (path, text) => {
            await spec.before?.({ t, admin });
            const caller = (await spec.caller?.({ t, admin })) ?? { jar: admin };
            const variables = withText(spec.base(), path, text);
            const answer = await graphqlAs(t, caller.jar, operation, variables, 'localhost', caller.headers);
            expectCleanAnswer(
              `${field.name} ${path.join('.')}`,
              text,
              answer.status,
              answer.body as GraphQLAnswer,
            );
          }),
          {
            // The examples count as runs: every text leaf gets each fixed example, then RUNS random ones.
            numRuns: examples.length + RUNS,
            examples,
            endOnFailure: true, // shrinking 100 KB texts costs minutes; the first counterexample is clear
          },
        );
      });
    }
  }

  it('covers every auth route', () => {
    expect(Object.keys(authCases).sort()).toEqual(Object.keys(AUTH_PATHS).sort());
  });

  for (const [route, body] of Object.entries(authCases) as [
    keyof typeof AUTH_PATHS,
    Record<string, string>,
  ][]) {
    it(`auth ${route}`, async () => {
      const names = Object.keys(body);
      const examples = names.flatMap((name) =>
        HOSTILE_EXAMPLES.map((text) => [name, text] as [string, string]),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...names), hostileText, async (name, text) => {
          const answer = await authPost(t, AUTH_PATHS[route], { ...body, [name]: text }, new Map());
          const context = `${route} ${name} with ${JSON.stringify(text.slice(0, 40))}: ${JSON.stringify(answer.body)}`;
          expect(answer.status, context).toBeLessThan(500);
          if (isUnstorable(text)) {
            expect(answer, context).toMatchObject({
              status: 400,
              body: { key: 'validation.forbiddenCharacters', field: name },
            });
          }
        }),
        {
          numRuns: examples.length + RUNS,
          examples,
          endOnFailure: true,
        },
      );
    });
  }

  it('leaves no stored row with a character that cannot be stored', async () => {
    expect(await storedUnstorableText(t.database)).toEqual([]);
  });
});
