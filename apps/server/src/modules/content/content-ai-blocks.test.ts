import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import {
  GENERATE_BLOCKS,
  NORTH,
  PAGE,
  TASK_FIELDS,
  startContentAiTests,
  type Task,
} from '../../testing/content-ai-helpers.ts';
import { contentPages } from './content.tables.ts';

// Blocks from a prompt for the page builder (issue 25, decision 0079): the spec's steps as for a new
// page, the AI's sections checked by the page reader and handed over in the task, in every language of
// the shop, pictures as placeholders — and nothing stored in pages. Invalid answers hand over nothing;
// the prompt's rule, the right, a missing AI, tenant isolation and a double submit.

const s = startContentAiTests();

const TASK_DOCUMENT = `query Task($id: ID!) { contentAiTask(id: $id) { ${TASK_FIELDS} document } }`;

type Block = { id: string; type: string; props: Record<string, unknown> };
type Document = { schemaVersion: number; sections: { id: string; blocks: Block[] }[] };
type Answer = Awaited<ReturnType<typeof generate>>;

const generate = (pageId: string, prompt: string, key = randomUUID(), jar = s.admin, host?: string) =>
  s.call<{ generateContentBlocksWithAi: Task }>(jar, GENERATE_BLOCKS, { key, pageId, prompt }, host);
const taskId = (answer: Answer) => answer.data!.generateContentBlocksWithAi.id;
const documentOf = async (id: string) =>
  (await s.call<{ contentAiTask: { document: Document | null } }>(s.admin, TASK_DOCUMENT, { id })).data!
    .contentAiTask.document;
const pageCount = () =>
  withSystem(s.t.database, async (tx) => (await tx.select({ n: count() }).from(contentPages))[0]!.n);
const pageVersion = async (id: string) =>
  (await s.call<{ adminContentPage: { version: number } }>(s.admin, PAGE, { id })).data!.adminContentPage
    .version;

const EMPTY = { schemaVersion: 1, sections: [] };

describe('blocks for a page from a prompt', () => {
  it('hands over checked, translated sections with picture placeholders, and stores no page', async () => {
    const page = await s.newPage('ki-bloecke', EMPTY);
    const pages = await pageCount();
    const started = await generate(page.id, 'A section about our flyers');
    expect(started.errors).toBeUndefined();
    expect(started.data!.generateContentBlocksWithAi).toMatchObject({ state: 'queued', pageId: page.id });
    const task = await s.settled(taskId(started));
    expect(task).toMatchObject({ state: 'done', percent: 100, error: null, imagePlaceholders: 1 });
    expect(task.translatedCount).toBeGreaterThan(2);

    const document = await documentOf(task.id);
    const [heading, text, image] = document!.sections[0]!.blocks;
    expect(heading).toMatchObject({
      type: 'heading',
      props: { text: { 'de-DE': 'Flyers that get read', 'en-GB': '[en-GB] Flyers that get read' } },
    });
    expect(text!.type).toBe('text');
    expect(image!.props.image).toMatchObject({
      src: '',
      alt: { 'de-DE': 'A fan of colourful flyers', 'en-GB': '[en-GB] A fan of colourful flyers' },
    });
    // Nothing in pages: no new page, the page itself unchanged.
    expect(await pageCount()).toBe(pages);
    expect(await pageVersion(page.id)).toBe(page.version);
    // The AI was asked for sections in the strict schema, told which page they are for.
    const asked = s.fake.requests.find((request) => request.schemaName === 'sections')!;
    expect(asked).toMatchObject({ strict: true, model: 'fake-model' });
    expect(asked.messages[0]!.content).toContain('"Seite ki-bloecke"');
    expect(asked.messages.at(-1)!.content).toBe('A section about our flyers');
  });

  it('hands over nothing when the AI answers invalid JSON, no sections or no blocks', async () => {
    const page = await s.newPage('ki-kaputt', EMPTY);
    const pages = await pageCount();
    try {
      for (const answer of [
        { content: '{"sections": [{"settings": ' },
        { json: { title: 'No sections' } },
        { json: { sections: [] } },
        { json: { sections: [{ settings: {}, blocks: [{ type: 'script', props: { src: 'x' } }] }] } },
      ]) {
        s.fake.answerWith((request) => (request.schemaName === 'sections' ? answer : { json: {} }));
        const task = await s.settled(taskId(await generate(page.id, 'Broken answers')));
        expect(task).toMatchObject({ state: 'failed', error: 'admin.aiInvalidAnswer' });
        expect(await documentOf(task.id)).toBeNull();
      }
    } finally {
      s.fake.answerWith(null);
    }
    expect(await pageCount()).toBe(pages);
    expect(await pageVersion(page.id)).toBe(page.version);
  });

  it('refuses an empty prompt, a missing AI, an unknown page and callers without cms.edit', async () => {
    const page = await s.newPage('ki-regeln', EMPTY);
    const empty = await generate(page.id, '  ');
    expect(empty.errors?.[0]).toMatchObject({
      message: 'Please enter a prompt',
      extensions: { fields: { prompt: { key: 'validation.promptEmpty' } } },
    });
    expect((await generate(randomUUID(), 'Flyers')).errors?.[0]?.extensions).toMatchObject({
      key: 'admin.pageNotFound',
    });
    expect((await generate(page.id, 'Flyers', randomUUID(), s.customer)).errors?.[0]?.message).toBe(
      'Forbidden',
    );
    const ai = s.t.services.ai;
    s.t.services.ai = undefined;
    try {
      expect((await generate(page.id, 'Flyers')).errors?.[0]).toMatchObject({
        message: 'No AI service is set up for this shop',
        extensions: { key: 'admin.aiNotConfigured', kind: 'unavailable' },
      });
    } finally {
      s.t.services.ai = ai;
    }
  });

  it('makes one task of the same request sent twice at once, for its own shop only', async () => {
    const page = await s.newPage('ki-zweimal', EMPTY);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      generate(page.id, 'Twice', key),
      generate(page.id, 'Twice', key),
    ]);
    expect(taskId(second)).toBe(taskId(first));
    const task = await s.settled(taskId(first));
    expect(task.state).toBe('done');
    expect(s.fake.requests.filter((request) => request.messages.at(-1)?.content === 'Twice')).toHaveLength(1);
    // Another shop sees neither the task nor the page; its admin cannot write blocks for the page.
    const north = await s.call<{ contentAiTask: unknown }>(
      s.northAdmin,
      TASK_DOCUMENT,
      { id: task.id },
      NORTH,
    );
    expect(north.data?.contentAiTask).toBeNull();
    const refused = await generate(page.id, 'Not yours', randomUUID(), s.northAdmin, NORTH);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ key: 'admin.pageNotFound' });
  });
});
