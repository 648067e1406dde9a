import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import type { JobContext } from '../../platform/jobs/job-queue.ts';
import {
  GENERATE,
  NORTH,
  PAGE,
  STATUS,
  TASK,
  startContentAiTests,
  type Task,
} from '../../testing/content-ai-helpers.ts';
import { FAKE_PAGE_ANSWER } from '../../testing/fake-openai-server.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { users } from '../users/users.tables.ts';
import { runAiTask } from './ai-task-job.ts';
import { AI_TASK_KEEP_DAYS, aiTaskSweepJob } from './ai-tasks.ts';
import { contentAiTasks, contentPages } from './content.tables.ts';

// AI page generation (issue 25): the prompt's rules and messages, the right, the four steps the admin
// follows, the page it makes (an inactive draft, translated, its pictures placeholders), an answer
// that is not a page storing nothing, the page count, tenant isolation and a double submit.

const s = startContentAiTests();

type Page = {
  title: string;
  status: string;
  titles: { language: string; text: string }[];
  document: { sections: { blocks: { type: string; props: Record<string, unknown> }[] }[] };
};

const pageCount = () =>
  withSystem(s.t.database, async (tx) => (await tx.select({ n: count() }).from(contentPages))[0]!.n);

describe('creating a page with AI', () => {
  it('says whether AI is configured, and without it refuses with what to configure', async () => {
    const status = await s.call<{ contentAiStatus: unknown }>(s.admin, STATUS);
    expect(status.data?.contentAiStatus).toEqual({ configured: true, model: 'fake-model' });
    const ai = s.t.services.ai;
    s.t.services.ai = undefined;
    try {
      expect((await s.call<{ contentAiStatus: unknown }>(s.admin, STATUS)).data?.contentAiStatus).toEqual({
        configured: false,
        model: null,
      });
      const refused = await s.generate('Eine Seite über Flyer');
      expect(refused.errors?.[0]).toMatchObject({
        message: 'No AI service is set up for this shop',
        extensions: { key: 'admin.aiNotConfigured', kind: 'unavailable' },
      });
    } finally {
      s.t.services.ai = ai;
    }
  });

  it("refuses an empty prompt with 'Please enter a prompt', a long one, and callers without cms.edit", async () => {
    const empty = await s.generate('   ');
    expect(empty.errors?.[0]?.message).toBe('Please enter a prompt');
    expect(empty.errors?.[0]?.extensions?.fields).toEqual({ prompt: { key: 'validation.promptEmpty' } });
    const long = await s.generate('x'.repeat(2001));
    expect(long.errors?.[0]?.extensions?.fields).toEqual({
      prompt: { key: 'validation.tooLong', params: { max: '2000' } },
    });
    const customer = await s.call(s.customer, GENERATE, { key: randomUUID(), prompt: 'Flyer' });
    expect(customer.errors?.[0]?.message).toBe('Forbidden');
  });

  it('makes an inactive draft in the default language, translated, pictures left to choose', async () => {
    const before = await pageCount();
    const started = await s.generate('A page about our business cards');
    expect(started.errors).toBeUndefined();
    expect(started.data!.generateContentPageWithAi.state).toBe('queued');
    const task = await s.settled(started.data!.generateContentPageWithAi.id);
    expect(task).toMatchObject({ state: 'done', percent: 100, error: null, imagePlaceholders: 1 });
    expect(task.translatedCount).toBeGreaterThan(5);
    expect(await pageCount()).toBe(before + 1);
    const page = (await s.call<{ adminContentPage: Page }>(s.admin, PAGE, { id: task.pageId })).data!
      .adminContentPage;
    expect(page.status).toBe('inactive');
    expect(page.titles).toEqual([
      { language: 'de-DE', text: FAKE_PAGE_ANSWER.title },
      { language: 'en-GB', text: `[en-GB] ${FAKE_PAGE_ANSWER.title}` },
    ]);
    const [hero, , image] = page.document.sections.flatMap((section) => section.blocks);
    expect(hero!.props.title).toEqual({
      'de-DE': 'Business cards that stay',
      'en-GB': '[en-GB] Business cards that stay',
    });
    expect(image!.props.image).toMatchObject({
      src: '',
      alt: { 'de-DE': 'A stack of business cards', 'en-GB': '[en-GB] A stack of business cards' },
    });
    // The AI was asked in the blocks' strict schema, in the shop's default language.
    const asked = s.fake.requests.find((request) => request.schemaName === 'page')!;
    expect(asked).toMatchObject({ strict: true, model: 'fake-model' });
    expect(asked.messages[0]!.content).toContain('(de-DE)');
  });

  it('reports the four steps of the spec in order', async () => {
    // A task of the admin's, run here rather than by the queue, to see every step it reports.
    const { tenantId, userId } = await withSystem(s.t.database, async (tx) => {
      const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'druckerei'));
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenant!.id), eq(users.username, 'admin')));
      return { tenantId: tenant!.id, userId: user!.id };
    });
    const context = {
      tenantId,
      language: 'de-DE',
      requestId: randomUUID(),
      actor: { kind: 'user', userId, queuedAt: Date.now() },
    };
    const [task] = await withSystem(s.t.database, (tx) =>
      tx
        .insert(contentAiTasks)
        .values({ tenantId, requestKey: randomUUID(), kind: 'generatePage', prompt: 'Steps', context })
        .returning(),
    );
    const steps: string[] = [];
    const job: JobContext = {
      id: task!.id,
      attempt: 1,
      lastAttempt: true,
      signal: new AbortController().signal,
      progress: async (_percent, step) => void steps.push(step),
      cancelled: async () => false,
    };
    const deps = { database: s.t.database, services: s.t.services, log: pino({ level: 'silent' }) };
    expect(await runAiTask(deps, { tenantId, taskId: task!.id }, job)).toEqual({ outcome: 'done' });
    expect(steps).toEqual([
      'cms.aiWizardGeneratingPage',
      'cms.aiWizardAddingLayouts',
      'cms.aiWizardTranslating',
      'cms.aiWizardAddingImagePlaceholders',
    ]);
    expect((await s.settled(task!.id)).pageId).toEqual(expect.any(String));
  });

  it('stores nothing when the AI answers invalid JSON or no page, and says so', async () => {
    const before = await pageCount();
    for (const answer of [
      { content: '{"title": "Half a page", "page": {' },
      { json: { title: 'No page' } },
    ]) {
      s.fake.answerWith((request) => (request.schemaName === 'page' ? answer : { json: {} }));
      const started = await s.generate('Broken answers');
      const task = await s.settled(started.data!.generateContentPageWithAi.id);
      expect(task).toMatchObject({ state: 'failed', error: 'admin.aiInvalidAnswer', pageId: null });
    }
    s.fake.answerWith(null);
    expect(await pageCount()).toBe(before);
  });

  it('follows the step while the AI writes, and a failing service ends the task with its reason', async () => {
    s.fake.answerWith(() => ({
      delayMs: 1500,
      then: { status: 503, body: { error: { message: 'Overloaded' } } },
    }));
    const started = await s.generate('Slow service');
    const id = started.data!.generateContentPageWithAi.id;
    await vi.waitFor(
      async () =>
        expect(
          (await s.call<{ contentAiTask: Task }>(s.admin, TASK, { id })).data?.contentAiTask,
        ).toMatchObject({
          state: 'running',
          step: 'cms.aiWizardGeneratingPage',
        }),
      { timeout: 10_000, interval: 50 },
    );
    expect(await s.settled(id)).toMatchObject({ state: 'failed', error: 'admin.aiUnavailable' });
    s.fake.answerWith(null);
  });

  it("stops at the shop's page count", async () => {
    const pages = await pageCount();
    const druckerei = await withSystem(
      s.t.database,
      async (tx) =>
        (await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'druckerei')))[0]!.id,
    );
    const own = await withSystem(
      s.t.database,
      async (tx) =>
        (await tx.select({ n: count() }).from(contentPages).where(eq(contentPages.tenantId, druckerei)))[0]!
          .n,
    );
    await s.t.changeAsSystem((tx) =>
      tx
        .update(tenants)
        .set({ settings: sql`${tenants.settings} || ${JSON.stringify({ maxContentPages: own })}::jsonb` })
        .where(eq(tenants.id, druckerei)),
    );
    s.t.services.tenantChanges.changed(druckerei);
    try {
      const refused = await s.generate('One page too many');
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        key: 'admin.pageLimitReached',
        params: { max: String(own) },
      });
    } finally {
      await s.t.changeAsSystem((tx) =>
        tx
          .update(tenants)
          .set({ settings: sql`${tenants.settings} - 'maxContentPages'` })
          .where(eq(tenants.id, druckerei)),
      );
      s.t.services.tenantChanges.changed(druckerei);
    }
    expect(await pageCount()).toBe(pages);
  });

  it('makes one task and one page of the same request sent twice at once, and shows it to its shop only', async () => {
    const before = await pageCount();
    const key = randomUUID();
    const [first, second] = await Promise.all([s.generate('Twice', key), s.generate('Twice', key)]);
    const id = first.data!.generateContentPageWithAi.id;
    expect(second.data!.generateContentPageWithAi.id).toBe(id);
    const task = await s.settled(id);
    expect(task.state).toBe('done');
    expect(await pageCount()).toBe(before + 1);
    const north = await s.call<{ contentAiTask: Task | null }>(s.northAdmin, TASK, { id }, NORTH);
    expect(north.data?.contentAiTask).toBeNull();
    const northPage = await s.call<{ adminContentPage: unknown }>(
      s.northAdmin,
      PAGE,
      { id: task.pageId },
      NORTH,
    );
    expect(northPage.data?.adminContentPage).toBeNull();
  });
});

describe('the sweep of AI tasks', () => {
  it('removes finished tasks after AI_TASK_KEEP_DAYS, keeps newer ones and the pages they made', async () => {
    const [oldTask, newTask] = [await s.generate('Alt'), await s.generate('Neu')].map(
      (answer) => answer.data!.generateContentPageWithAi.id,
    );
    const oldPage = (await s.settled(oldTask!)).pageId;
    await s.settled(newTask!);
    await withSystem(s.t.database, (tx) =>
      tx
        .update(contentAiTasks)
        .set({ updatedAt: sql`now() - make_interval(days => ${AI_TASK_KEEP_DAYS + 1})` })
        .where(eq(contentAiTasks.id, oldTask!)),
    );
    const sweep = aiTaskSweepJob(s.t.database, async () => 'queued');
    expect(await sweep.run(undefined as never, {} as JobContext)).toMatchObject({ removed: 1 });
    expect(
      (await s.call<{ contentAiTask: Task | null }>(s.admin, TASK, { id: oldTask })).data?.contentAiTask,
    ).toBeNull();
    expect(
      (await s.call<{ contentAiTask: Task }>(s.admin, TASK, { id: newTask })).data?.contentAiTask.state,
    ).toBe('done');
    const page = await s.call<{ adminContentPage: { id: string } | null }>(s.admin, PAGE, { id: oldPage });
    expect(page.data?.adminContentPage?.id).toBe(oldPage);
  });
});
