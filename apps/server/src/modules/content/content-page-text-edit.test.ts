import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// In-page editing of a live page's block texts (issue 27, decision 0096): one text in one language, a
// new version in the page's history like a page builder save, refused like one when the page was saved
// meanwhile, checked by the page reader's rules; cms.edit only, and only the caller's own shop.

const PAGE = 'id version status document';
const CREATE = `mutation C($input: ContentPageInput!) { createContentPage(input: $input) { ${PAGE} } }`;
const EDIT = `mutation E($pageId: ID!, $blockId: String!, $path: String!, $language: String!, $text: String!, $v: Int!) {
  editPageText(pageId: $pageId, blockId: $blockId, path: $path, language: $language, text: $text, expectedVersion: $v) { ${PAGE} } }`;
const VERSIONS = `query V($pageId: ID!) { adminContentPageVersions(pageId: $pageId, first: 10) { version savedByName } }`;
const NORTH = 'northprint.localhost';

type Page = { id: string; version: number; status: string; document: Doc };
type Doc = { sections: { blocks: { id: string; props: Record<string, unknown> }[] }[] };
type Answer<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
let serial = 0;

const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

/** A page of a hero, a rich text and two columns holding a heading, in German and English. */
const document = () => ({
  schemaVersion: 1,
  sections: [
    {
      id: 's',
      blocks: [
        {
          id: 'hero',
          type: 'hero',
          props: {
            title: { 'de-DE': 'Willkommen', 'en-GB': 'Welcome' },
            buttonLabel: { 'de-DE': 'Los geht’s' },
          },
        },
        { id: 'body', type: 'text', props: { body: { 'de-DE': paragraph('Alter Text') } } },
        {
          id: 'cols',
          type: 'columns',
          props: {
            columns: [
              { blocks: [{ id: 'inner', type: 'heading', props: { text: { 'de-DE': 'Links' } } }] },
              { blocks: [] },
            ],
          },
        },
      ],
    },
  ],
});

async function call<T>(jar: CookieJar, query: string, variables: Record<string, unknown>, host?: string) {
  return (await graphqlAs<T>(t, jar, query, variables, host)).body as Answer<T>;
}

async function newPage(): Promise<Page> {
  const slug = `vor-ort-${++serial}`;
  const made = await call<{ createContentPage: Page }>(admin, CREATE, {
    input: {
      title: [{ language: 'de-DE', text: `Seite ${slug}` }],
      slugs: [{ language: 'de-DE', text: slug }],
      document: document(),
    },
  });
  expect(made.errors).toBeUndefined();
  return made.data!.createContentPage;
}

const edit = (page: Page, change: Partial<Record<string, unknown>>, jar = admin, host?: string) =>
  call<{ editPageText: Page }>(
    jar,
    EDIT,
    { pageId: page.id, blockId: 'hero', path: 'title', language: 'de-DE', v: page.version, ...change },
    host,
  );

const propsOf = (page: Page, blockId: string) =>
  JSON.stringify(page.document).includes(blockId)
    ? findBlock(
        page.document.sections.flatMap((section) => section.blocks),
        blockId,
      )
    : undefined;

function findBlock(
  blocks: Doc['sections'][number]['blocks'],
  id: string,
): Record<string, unknown> | undefined {
  for (const block of blocks) {
    if (block.id === id) return block.props;
    const columns = (block.props.columns ?? []) as { blocks: Doc['sections'][number]['blocks'] }[];
    for (const column of columns) {
      const found = findBlock(column.blocks, id);
      if (found) return found;
    }
  }
  return undefined;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: NORTH });
});
afterAll(() => t.close());

describe('editing a text of a live page in place', () => {
  it('changes one text in one language as the next version, kept in the history', async () => {
    const page = await newPage();
    const { data, errors } = await edit(page, { text: 'Herzlich willkommen' });
    expect(errors).toBeUndefined();
    const edited = data!.editPageText;
    expect(edited.version).toBe(page.version + 1);
    expect(propsOf(edited, 'hero')).toMatchObject({
      title: { 'de-DE': 'Herzlich willkommen', 'en-GB': 'Welcome' },
      buttonLabel: { 'de-DE': 'Los geht’s' },
    });
    expect(propsOf(edited, 'body')).toEqual(propsOf(page, 'body'));
    const versions = await call<{ adminContentPageVersions: { version: number; savedByName: string }[] }>(
      admin,
      VERSIONS,
      { pageId: page.id },
    );
    expect(versions.data!.adminContentPageVersions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions.data!.adminContentPageVersions[0]!.savedByName).toBeTruthy();
  });

  it('edits a rich text, a block inside columns, and adds or removes a language', async () => {
    let page = await newPage();
    const rich = JSON.stringify(paragraph('Neuer Text'));
    page = (await edit(page, { blockId: 'body', path: 'body', text: rich })).data!.editPageText;
    expect(propsOf(page, 'body')).toEqual({ body: { 'de-DE': paragraph('Neuer Text') }, align: 'start' });

    page = (await edit(page, { blockId: 'inner', path: 'text', text: 'Rechts' })).data!.editPageText;
    expect(propsOf(page, 'inner')).toMatchObject({ text: { 'de-DE': 'Rechts' } });

    page = (await edit(page, { path: 'buttonLabel', language: 'en-GB', text: 'Start' })).data!.editPageText;
    expect(propsOf(page, 'hero')).toMatchObject({ buttonLabel: { 'de-DE': 'Los geht’s', 'en-GB': 'Start' } });
    page = (await edit(page, { language: 'en-GB', text: '' })).data!.editPageText;
    expect(propsOf(page, 'hero')!.title).toEqual({ 'de-DE': 'Willkommen' });
    expect(page.version).toBe(5);
  });

  it('is refused when the page was saved meanwhile, unless the text is already as sent', async () => {
    const page = await newPage();
    expect((await edit(page, { text: 'Erste Änderung' })).errors).toBeUndefined();
    const stale = await edit(page, { text: 'Zweite Änderung' });
    expect(stale.errors?.[0]?.message).toBe(
      'Someone else has saved the page in the meantime. Please reload it before saving.',
    );
    expect(stale.errors?.[0]?.extensions).toMatchObject({ kind: 'conflict', key: 'admin.pageChanged' });
    // The same edit again (a double click, a retry): nothing to change, no new version.
    const again = await edit(page, { text: 'Erste Änderung' });
    expect(again.errors).toBeUndefined();
    expect(again.data!.editPageText.version).toBe(2);
  });

  it("applies the page builder's rules and names a text that is not on the page", async () => {
    const page = await newPage();
    const forbidden = await edit(page, { text: 'Preis <b>' });
    expect(forbidden.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'validation.forbiddenCharacters',
      fields: { text: { key: 'validation.forbiddenCharacters' } },
    });
    const tooLong = await edit(page, { text: 'x'.repeat(121) });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ key: 'validation.tooLong' });
    const language = await edit(page, { language: 'fr-FR', text: 'Bienvenue' });
    expect(language.errors?.[0]?.extensions).toMatchObject({ key: 'validation.unknownLanguage' });
    for (const change of [{ blockId: 'gone' }, { path: 'buttonUrl' }, { path: 'items.0.label' }]) {
      const missing = await edit(page, { ...change, text: 'Hallo' });
      expect(missing.errors?.[0]?.message, JSON.stringify(change)).toBe(
        'This text is no longer on the page. Please reload the page.',
      );
    }
    const unchanged = await call<{ adminContentPageVersions: unknown[] }>(admin, VERSIONS, {
      pageId: page.id,
    });
    expect(unchanged.data!.adminContentPageVersions).toHaveLength(1);
  });

  it("needs cms.edit, and another shop's page is not found", async () => {
    const page = await newPage();
    expect((await edit(page, { text: 'Kunde' }, customer)).errors?.[0]?.message).toBe('Forbidden');
    const north = await edit(page, { text: 'North' }, northAdmin, NORTH);
    expect(north.errors?.[0]?.extensions).toMatchObject({ kind: 'notFound', key: 'admin.pageNotFound' });
    const versions = await call<{ adminContentPageVersions: unknown[] }>(admin, VERSIONS, {
      pageId: page.id,
    });
    expect(versions.data!.adminContentPageVersions).toHaveLength(1);
  });
});
