import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { aiTaskJob } from '../modules/content/ai-task-job.ts';
import { startJobQueue, type JobDefinition, type JobQueue } from '../platform/jobs/job-queue.ts';
import { graphqlAs, loginAs, type CookieJar } from './auth-helpers.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// What the AI pages tests share (content-ai-*.test.ts): an app whose AI service is the local fake
// OpenAI server, the AI task job on a running queue, the admins of both demo shops and a customer.

export const TASK_FIELDS = `id kind state step percent pageId error errorParams repairedCount translatedCount
  imagePlaceholders refusedTexts { path language reason }`;
export const GENERATE = `mutation Generate($key: ID!, $prompt: String!) {
  generateContentPageWithAi(requestKey: $key, prompt: $prompt) { ${TASK_FIELDS} } }`;
export const GENERATE_BLOCKS = `mutation Blocks($key: ID!, $pageId: ID!, $prompt: String!) {
  generateContentBlocksWithAi(requestKey: $key, pageId: $pageId, prompt: $prompt) { ${TASK_FIELDS} } }`;
export const TRANSLATE = `mutation Translate($key: ID!, $pageId: ID!) {
  translateContentPageWithAi(requestKey: $key, pageId: $pageId) { ${TASK_FIELDS} } }`;
export const TASK = `query Task($id: ID!) { contentAiTask(id: $id) { ${TASK_FIELDS} } }`;
export const STATUS = 'query Status { contentAiStatus { configured model } }';
export const REGENERATE = `mutation Regenerate($pageId: ID!, $blockId: String!, $prompt: String!, $language: String) {
  regenerateContentBlockWithAi(pageId: $pageId, blockId: $blockId, prompt: $prompt, language: $language) {
    props problems { path key } refusedTexts { path language reason } } }`;
export const PAGE = `query Page($id: ID!) { adminContentPage(id: $id) {
  id title status version titles { language text } seoDescriptions { language text } document } }`;
const CREATE = `mutation Create($input: ContentPageInput!) { createContentPage(input: $input) { id version } }`;

export type Task = {
  id: string;
  state: string;
  step: string | null;
  percent: number;
  pageId: string | null;
  error: string | null;
  errorParams: Record<string, string> | null;
  repairedCount: number;
  translatedCount: number;
  imagePlaceholders: number;
  refusedTexts: { path: string; language: string; reason: string }[];
};
export type Answer<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

export const NORTH = 'northprint.localhost';

export function startContentAiTests() {
  const s = {} as {
    t: TestApp;
    fake: FakeOpenAiServer;
    queue: JobQueue;
    admin: CookieJar;
    customer: CookieJar;
    northAdmin: CookieJar;
    call<T>(
      jar: CookieJar,
      query: string,
      variables?: Record<string, unknown>,
      host?: string,
    ): Promise<Answer<T>>;
    generate(prompt: string, key?: string): Promise<Answer<{ generateContentPageWithAi: Task }>>;
    settled(id: string): Promise<Task>;
    newPage(slug: string, document: unknown): Promise<{ id: string; version: number }>;
  };
  beforeAll(async () => {
    s.fake = await startFakeOpenAiServer();
    s.t = await createTestApp({ ai: { baseUrl: s.fake.url, apiKey: s.fake.apiKey, model: 'fake-model' } });
    // Signed in before the queue runs: their code mails stay in the outbox (no mail job here).
    s.admin = await loginAs(s.t, 'admin', 'Admin#2026');
    s.customer = await loginAs(s.t, 'kunde', 'Kunde#2026');
    s.northAdmin = await loginAs(s.t, 'admin', 'Admin#2026', { host: NORTH });
    const log = pino({ level: 'silent' });
    const job = aiTaskJob({ database: s.t.database, services: s.t.services, log });
    s.queue = await startJobQueue(s.t.database, [job as JobDefinition<never>], log);
  });
  afterAll(async () => {
    await s.queue.stop();
    await s.t.close();
    await s.fake.close();
  });
  s.call = async (jar, query, variables = {}, host) =>
    (await graphqlAs(s.t, jar, query, variables, host)).body as Answer<never>;
  s.generate = (prompt, key = randomUUID()) => s.call(s.admin, GENERATE, { key, prompt });
  s.settled = async (id) => {
    let task: Task | undefined;
    await vi.waitFor(
      async () => {
        task = (await s.call<{ contentAiTask: Task }>(s.admin, TASK, { id })).data?.contentAiTask;
        expect(task?.state).toMatch(/done|failed/);
      },
      { timeout: 30_000, interval: 100 },
    );
    return task!;
  };
  s.newPage = async (slug, document) => {
    const answer = await s.call<{ createContentPage: { id: string; version: number } }>(s.admin, CREATE, {
      input: {
        title: [{ language: 'de-DE', text: `Seite ${slug}` }],
        slugs: [{ language: 'de-DE', text: slug }],
        seoDescription: [{ language: 'de-DE', text: 'Kurz und gut.' }],
        document,
      },
    });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!.createContentPage;
  };
  return s;
}
