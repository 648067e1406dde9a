import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, refreshSession } from '../../testing/auth-helpers.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../testing/fake-openai-server.ts';
import { startFakeStripeServer } from '../../testing/fake-stripe-server.ts';
import { startFakeUnsplashServer } from '../../testing/fake-unsplash-server.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { rowChanges, storedRows } from '../../testing/stored-rows.ts';
import { operationFor } from '../../testing/text-fuzz.ts';
import { schema } from './schema.ts';
import { cases, setUpSession } from '../../testing/twice-at-once.cases.ts';
import { CARD_SECRET } from '../../testing/twice-at-once/orders.cases.ts';
import type { Answer, AtOnceCase, Session } from '../../testing/twice-at-once/session.ts';

// Issue 23: "what if it arrives twice at once?" for every mutation of the schema. Each is sent with
// valid input once, then twice and ten times at once (a double click, two tabs, a retrying client).
// No answer may be a 5xx or "Unexpected error.", and the database must hold what one call leaves:
// per table as many rows added, removed and changed (one activity entry, one mail, one new row), and
// the case's own state. A mutation meant to change something with every call (a new cart line) says so
// and why; ten of it at once must then leave what ten one after another leave. A new mutation without
// a case fails the first test. The races only really run on PostgreSQL (CI runs this file there too);
// on PGlite, which runs one transaction at a time, the calls still check that a repeat changes nothing.

/** How many calls are sent at once, after the one alone. */
const AT_ONCE = [2, 10];

let session: Session;
let ai: FakeOpenAiServer;

beforeAll(async () => {
  const stripe = await startFakeStripeServer({ apiKey: CARD_SECRET });
  // Any key: the settings' case saves a new shop key in every run.
  const unsplash = await startFakeUnsplashServer();
  ai = await startFakeOpenAiServer();
  const t = await createTestApp({
    cardApiBase: stripe.url,
    stockPhotos: { accessKey: 'at-once-key', appName: 'at_once', apiBase: unsplash.url },
    ai: { baseUrl: ai.url, apiKey: ai.apiKey, model: 'fake-model' },
  });
  const admin = await loginAs(t, 'admin', 'Admin#2026');
  session = { t, admin, stripe, unsplash };
  await setUpSession(session);
});
// The file outlasts one access token on a busy machine; each case starts with a fresh one.
beforeEach(() => refreshSession(session.t, session.admin));
afterAll(async () => {
  await session.t.close();
  await session.stripe.close();
  await session.unsplash.close();
  await ai.close();
});

/** No 5xx and no masked error: a call that loses a race gets the domain's answer (taken, not found …). */
function expectClean(what: string, answers: Answer[]) {
  for (const answer of answers) {
    const context = `${what}: ${JSON.stringify(answer.body).slice(0, 400)}`;
    expect(answer.status, context).toBeLessThan(500);
    expect(answer.body.errors?.map((error) => error.message) ?? [], context).not.toContain(
      'Unexpected error.',
    );
  }
}

describe('every mutation, twice and ten times at once', () => {
  const mutations = Object.values(schema.getMutationType()!.getFields());

  it('has a case for every mutation', () => {
    expect(Object.keys(cases).sort()).toEqual(mutations.map((field) => field.name).sort());
  });

  for (const field of mutations) {
    it(field.name, async () => {
      const spec = cases[field.name];
      if (!spec) return; // the test above fails
      const operation = operationFor('mutation', field);
      const send = (variables: Record<string, unknown>): Promise<Answer> =>
        spec.send ? spec.send(session, variables) : graphqlAs(session.t, session.admin, operation, variables);

      /** One run on its own fresh setup: n calls, at once or one after another. */
      const run = async (n: number, together: boolean) => {
        const variables = await spec.setup(session);
        const before = await storedRows(session.t.database);
        const answers: Answer[] = [];
        if (together) answers.push(...(await Promise.all(Array.from({ length: n }, () => send(variables)))));
        else for (let i = 0; i < n; i++) answers.push(await send(variables));
        expectClean(`${field.name} ×${n}${together ? ' at once' : ''}`, answers);
        const changes = rowChanges(before, await storedRows(session.t.database));
        return { answers, changes, state: await spec.state?.(session, variables) };
      };

      try {
        await expectLikeOneCall(run, spec, field.name);
      } finally {
        await spec.cleanup?.();
      }
    });
  }
});

/** One call, then 2 and 10 at once: the same changes (or as many one after another, for additive ones). */
async function expectLikeOneCall(
  run: (n: number, together: boolean) => Promise<{ answers: Answer[]; changes: unknown; state: unknown }>,
  spec: AtOnceCase,
  name: string,
) {
  const one = await run(1, true);
  // The case's input is valid: the call alone succeeds and stores something.
  expect(one.answers[0]!.body.errors, `${name} alone`).toBeUndefined();
  if (spec.writesNothing) expect(one.changes, `${name} alone`).toEqual({});
  else expect(one.changes, `${name} alone changes nothing: make the case change something`).not.toEqual({});
  for (const n of AT_ONCE) {
    const expected = spec.additive ? await run(n, false) : one;
    const many = await run(n, true);
    const what = `${name} ×${n} at once, compared with ${spec.additive ? `${n} one after another` : 'one call'}`;
    expect(many.changes, what).toEqual(expected.changes);
    expect(many.state, what).toEqual(expected.state);
  }
}
