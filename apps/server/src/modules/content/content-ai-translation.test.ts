import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  NORTH,
  PAGE,
  REGENERATE,
  TASK,
  TRANSLATE,
  startContentAiTests,
  type Task,
} from '../../testing/content-ai-helpers.ts';
import { defaultAnswer } from '../../testing/fake-openai-server.ts';

// AI-assisted translation of a page and one block written again (issue 25): what the other language
// lacks is translated and saved as the next version; a translation that changes the rich text's
// structure is refused for that text and reported; a page saved meanwhile is not overwritten; a block's
// new props come back checked and unsaved; rights and tenant isolation. The translated title reads as
// a machine translation in the translations admin.

const s = startContentAiTests();

const document = {
  schemaVersion: 1,
  sections: [
    {
      id: 's1',
      blocks: [
        {
          id: 'head',
          type: 'heading',
          props: { text: { 'de-DE': 'Willkommen', 'en-GB': 'Welcome' }, level: 'h1' },
        },
        {
          id: 'body',
          type: 'text',
          props: {
            body: {
              'de-DE': [
                { type: 'paragraph', children: [{ text: 'Wir drucken ' }, { text: 'schnell', bold: true }] },
              ],
            },
          },
        },
        { id: 'cta', type: 'cta', props: { label: { 'de-DE': 'Jetzt bestellen' }, url: '/catalog' } },
      ],
    },
  ],
};

type Page = {
  version: number;
  titles: { language: string; text: string }[];
  document: { sections: { blocks: { id: string; props: Record<string, Record<string, unknown>> }[] }[] };
};

const translate = (pageId: string, key = randomUUID()) =>
  s.call<{ translateContentPageWithAi: Task }>(s.admin, TRANSLATE, { key, pageId });
const pageOf = async (id: string) =>
  (await s.call<{ adminContentPage: Page }>(s.admin, PAGE, { id })).data!.adminContentPage;
const blocksOf = (page: Page) =>
  Object.fromEntries(page.document.sections[0]!.blocks.map((b) => [b.id, b.props]));

describe('translating a page with AI', () => {
  it('translates what English lacks, keeps what it has, and saves the next version', async () => {
    const page = await s.newPage('uebersetzen', document);
    const started = await translate(page.id);
    expect(started.errors).toBeUndefined();
    const task = await s.settled(started.data!.translateContentPageWithAi.id);
    expect(task).toMatchObject({ state: 'done', refusedTexts: [], pageId: page.id });
    const saved = await pageOf(page.id);
    expect(saved.version).toBe(page.version + 1);
    expect(saved.titles).toContainEqual({ language: 'en-GB', text: '[en-GB] Seite uebersetzen' });
    // The translations admin lists the English title as the AI's, waiting for review.
    const details = await s.call<{
      translationDetails: {
        languages: { languageCode: string; state: string; suggestedBy: string | null }[];
      }[];
    }>(
      s.admin,
      'query D($a: [String!]!) { translationDetails(addresses: $a) { languages { languageCode state suggestedBy } } }',
      {
        a: [`contentPage:${page.id}.title`],
      },
    );
    expect(details.data!.translationDetails[0]!.languages).toContainEqual({
      languageCode: 'en-GB',
      state: 'machine',
      suggestedBy: 'ai',
    });
    const blocks = blocksOf(saved);
    expect(blocks.head!.text).toEqual({ 'de-DE': 'Willkommen', 'en-GB': 'Welcome' });
    expect(blocks.cta!.label!['en-GB']).toBe('[en-GB] Jetzt bestellen');
    // The bold word stays bold: its mark went to the translator as a tag and came back around the words.
    expect(blocks.body!.body!['en-GB']).toEqual([
      { type: 'paragraph', children: [{ text: '[en-GB] Wir drucken ' }, { text: 'schnell', bold: true }] },
    ]);
  });

  it('refuses a translation that drops the formatting, for that text only, and says where', async () => {
    const page = await s.newPage('struktur', document);
    s.fake.answerWith((request) => {
      const asked = JSON.parse(request.messages.at(-1)!.content) as { texts: string[] };
      return { json: { translations: asked.texts.map((text) => `EN ${text.replace(/<\/?g\d+>/g, '')}`) } };
    });
    try {
      const task = await s.settled((await translate(page.id)).data!.translateContentPageWithAi.id);
      expect(task.state).toBe('done');
      expect(task.refusedTexts).toEqual([
        { path: 'sections.0.blocks.1.props.body', language: 'en-GB', reason: 'structure' },
      ]);
      const blocks = blocksOf(await pageOf(page.id));
      expect(blocks.body!.body).not.toHaveProperty('en-GB');
      expect(blocks.cta!.label!['en-GB']).toBe('EN Jetzt bestellen');
    } finally {
      s.fake.answerWith(null);
    }
  });

  it('overwrites nothing when the page was saved while the AI translated', async () => {
    const page = await s.newPage('zwischendurch', document);
    s.fake.answerWith((request) => {
      const asked = JSON.parse(request.messages.at(-1)!.content) as { texts: string[] };
      return { delayMs: 3000, then: { json: { translations: asked.texts } } };
    });
    try {
      const started = await translate(page.id);
      const id = started.data!.translateContentPageWithAi.id;
      // The task has read the page (it reports its step after reading it) and waits for the AI.
      await vi.waitFor(
        async () =>
          expect(
            (await s.call<{ contentAiTask: Task }>(s.admin, TASK, { id })).data?.contentAiTask?.state,
          ).toBe('running'),
        { timeout: 10_000, interval: 50 },
      );
      const saved = await s.call(
        s.admin,
        `mutation Save($id: ID!, $v: Int!, $input: ContentPageInput!) {
          updateContentPage(id: $id, expectedVersion: $v, input: $input) { version } }`,
        {
          id: page.id,
          v: page.version,
          input: {
            title: [{ language: 'de-DE', text: 'Neu' }],
            slugs: [{ language: 'de-DE', text: 'zwischendurch' }],
          },
        },
      );
      expect(saved.errors).toBeUndefined();
      const task = await s.settled(started.data!.translateContentPageWithAi.id);
      expect(task).toMatchObject({ state: 'failed', error: 'admin.pageChanged' });
      expect((await pageOf(page.id)).titles).toEqual([{ language: 'de-DE', text: 'Neu' }]);
    } finally {
      s.fake.answerWith(null);
    }
  });

  it("needs cms.edit, and translates only its own shop's pages, once per request", async () => {
    const page = await s.newPage('eigene', document);
    expect(
      (await s.call(s.customer, TRANSLATE, { key: randomUUID(), pageId: page.id })).errors?.[0]?.message,
    ).toBe('Forbidden');
    const north = await s.call(s.northAdmin, TRANSLATE, { key: randomUUID(), pageId: page.id }, NORTH);
    expect(north.errors?.[0]?.extensions).toMatchObject({ key: 'admin.pageNotFound' });
    const key = randomUUID();
    const [first, second] = await Promise.all([translate(page.id, key), translate(page.id, key)]);
    expect(second.data!.translateContentPageWithAi.id).toBe(first.data!.translateContentPageWithAi.id);
    await s.settled(first.data!.translateContentPageWithAi.id);
    expect((await pageOf(page.id)).version).toBe(page.version + 1);
  });
});

describe('writing one block again with AI', () => {
  const regenerate = (pageId: string) =>
    s.call<{
      regenerateContentBlockWithAi: {
        props: Record<string, unknown>;
        problems: unknown[];
        refusedTexts: unknown[];
      };
    }>(s.admin, REGENERATE, {
      pageId,
      blockId: 'cta',
      prompt: 'Shorter, and open in a new tab',
      language: 'en-GB',
    });
  const newCta = { type: 'cta', props: { label: 'Order today', url: 'javascript:alert(1)', target: 'new' } };

  it('answers the block’s new props, checked by the page reader, translated, and stores nothing', async () => {
    const page = await s.newPage('block', document);
    s.fake.answerWith((request) =>
      request.schemaName === 'block' ? { json: newCta } : defaultAnswer(request),
    );
    try {
      const answer = await regenerate(page.id);
      expect(answer.errors).toBeUndefined();
      // Written in English, the block's label is translated into the shop's other language (German)
      // rather than losing it.
      expect(answer.data!.regenerateContentBlockWithAi).toEqual({
        props: expect.objectContaining({
          label: { 'en-GB': 'Order today', 'de-DE': '[de-DE] Order today' },
          url: '',
          target: 'new',
        }),
        problems: [{ path: 'props.url', key: 'validation.linkUrl' }],
        refusedTexts: [],
      });
      const asked = s.fake.requests.findLast((request) => request.schemaName === 'block')!;
      expect(asked).toMatchObject({ strict: true });
      expect(asked.messages.at(-1)!.content).toContain('Jetzt bestellen');
      expect((await pageOf(page.id)).version).toBe(page.version);
    } finally {
      s.fake.answerWith(null);
    }
  });

  it('reports the texts whose translation failed and keeps them in the written language', async () => {
    const page = await s.newPage('block-unuebersetzt', document);
    s.fake.answerWith((request) =>
      request.schemaName === 'block' ? { json: newCta } : { json: { translations: [] } },
    );
    try {
      const answer = (await regenerate(page.id)).data!.regenerateContentBlockWithAi;
      expect(answer.props.label).toEqual({ 'en-GB': 'Order today' });
      expect(answer.refusedTexts).toEqual([{ path: 'props.label', language: 'de-DE', reason: 'failed' }]);
    } finally {
      s.fake.answerWith(null);
    }
  });

  it('refuses an empty prompt, an unknown block, another shop’s page and callers without cms.edit', async () => {
    const page = await s.newPage('block-regeln', document);
    const ask = (blockId: string, prompt: string, jar = s.admin, host?: string) =>
      s.call(jar, REGENERATE, { pageId: page.id, blockId, prompt }, host);
    expect((await ask('cta', ' ')).errors?.[0]?.message).toBe('Please enter a prompt');
    expect((await ask('nope', 'Shorter')).errors?.[0]?.extensions).toMatchObject({
      key: 'admin.pageBlockNotFound',
    });
    expect((await ask('cta', 'Shorter', s.northAdmin, NORTH)).errors?.[0]?.extensions).toMatchObject({
      key: 'admin.pageNotFound',
    });
    expect((await ask('cta', 'Shorter', s.customer)).errors?.[0]?.message).toBe('Forbidden');
    s.fake.answerWith(() => ({ content: 'not json' }));
    try {
      expect((await ask('cta', 'Shorter')).errors?.[0]?.extensions).toMatchObject({
        key: 'admin.aiInvalidAnswer',
      });
    } finally {
      s.fake.answerWith(null);
    }
  });
});
