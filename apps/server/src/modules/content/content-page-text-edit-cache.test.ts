import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { webBuildExists } from '../../platform/web/web-build.ts';

// In-page editing (issue 27, decision 0096): a text edited on a live page reaches the shoppers at once —
// the page the shop keeps for visitors is dropped like after a page builder save. Needs the web build.

const CREATE = `mutation C($input: ContentPageInput!) { createContentPage(input: $input) { id version } }`;
const STATUS = `mutation S($id: ID!) { setContentPageStatus(id: $id, status: active) { statusChip } }`;
const EDIT = `mutation E($pageId: ID!, $text: String!, $v: Int!) {
  editPageText(pageId: $pageId, blockId: "h", path: "text", language: "de-DE", text: $text, expectedVersion: $v) { version } }`;

let t: TestApp;
let admin: CookieJar;
beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  t = await createTestApp({ web: true, nodeEnv: 'production' });
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t?.close());

const visit = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

describe('a text edited in place on a live page', () => {
  it('is what the next visitor gets, never the page kept before', async () => {
    const created = await graphqlAs<{ createContentPage: { id: string; version: number } }>(
      t,
      admin,
      CREATE,
      {
        input: {
          title: [{ language: 'de-DE', text: 'Aktion' }],
          slugs: [{ language: 'de-DE', text: 'aktion-vor-ort' }],
          document: {
            schemaVersion: 1,
            sections: [
              { id: 's', blocks: [{ id: 'h', type: 'heading', props: { text: { 'de-DE': 'Alte Zeile' } } }] },
            ],
          },
        },
      },
    );
    const page = created.body.data!.createContentPage;
    expect((await graphqlAs(t, admin, STATUS, { id: page.id })).body.errors).toBeUndefined();
    // Kept for visitors (on PostgreSQL from the moment the save's change notice has arrived).
    await expect.poll(async () => (await visit('/aktion-vor-ort')).headers['x-cache']).toBe('hit');
    expect((await visit('/aktion-vor-ort')).body).toContain('Alte Zeile');

    const edited = await graphqlAs(t, admin, EDIT, { pageId: page.id, text: 'Neue Zeile', v: page.version });
    expect(edited.body.errors).toBeUndefined();
    for (const url of ['/aktion-vor-ort', '/aktion-vor-ort.data?_routes=routes%2Fcontent-page']) {
      const answer = await visit(url);
      expect(answer.body, url).toContain('Neue Zeile');
      expect(answer.body, url).not.toContain('Alte Zeile');
    }
  });
});
