import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  data,
  type GraphqlCall,
  type GraphqlHandler,
  type GraphqlReply,
} from '../../../testing/browser-driver.ts';
import { eventually, toasts } from '../../../testing/harness-browser.ts';
import { adminPage, contentPagesBrowser } from '../test/content-pages-test-kit.ts';

// The AI on the CMS pages screens in Chromium (issue 25): "Create with AI" (the prompt's rule and the
// server's refusal, the spec's four steps as the task reports them, the link to the new page),
// "Translate with AI" on a page, and both explaining what to configure when the server has no AI.

const PAGE = adminPage('p2', 'Kontakt', 'kontakt', { document: { schemaVersion: 1, sections: [] } });

const task = (fields: Record<string, unknown>) => ({
  id: 't1',
  kind: 'generatePage',
  state: 'running',
  step: null,
  percent: 0,
  pageId: null,
  error: null,
  errorParams: null,
  repairedCount: 0,
  translatedCount: 0,
  imagePlaceholders: 0,
  refusedTexts: [],
  ...fields,
});

/** The task as the server reports it on each poll, the last one repeated. */
const taskStates = (states: Record<string, unknown>[]): GraphqlHandler => {
  let poll = 0;
  return () => data({ contentAiTask: task(states[Math.min(poll++, states.length - 1)]!) });
};

const aiServer =
  (configured: boolean, overrides: Record<string, GraphqlHandler> = {}): GraphqlHandler =>
  (call) => {
    const own = overrides[call.operationName];
    if (own) return own(call);
    switch (call.operationName) {
      case 'ContentAiStatus':
        return data({ contentAiStatus: { configured, model: configured ? 'fake-model' : null } });
      case 'AdminContentPages':
        return data({ adminContentPages: [PAGE] });
      case 'AdminContentPage':
        return data({ adminContentPage: PAGE });
      default:
        return data({});
    }
  };

const browser = contentPagesBrowser();

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();
const sent = (calls: GraphqlCall[], name: string) => calls.filter((call) => call.operationName === name);
const stepStates = (page: Page) =>
  page
    .getByTestId('ai-steps')
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));

const refusal = (key: string, params: Record<string, string>): GraphqlReply => ({
  body: {
    data: null,
    errors: [{ message: key, extensions: { code: 'BAD_USER_INPUT', kind: 'unavailable', key, params } }],
  },
});

describe('creating a page with AI', { timeout: 60_000 }, () => {
  it('explains what to configure when the server has no AI, and sends nothing', async () => {
    const { page, calls } = await browser.open('/admin/pages', aiServer(false));
    await page.getByTestId('ai-page-button').click();
    await eventually(() => text(page, 'ai-not-configured')).toContain('AI_API_KEY and AI_MODEL');
    await page.getByTestId('ai-close').click();
    expect(sent(calls, 'GenerateContentPageWithAi')).toEqual([]);
  });

  it("says 'Please enter a prompt', then 'Failed to submit prompt' with the server's reason", async () => {
    const { page, calls } = await browser.open(
      '/admin/pages',
      aiServer(true, { GenerateContentPageWithAi: () => refusal('admin.pageLimitReached', { max: '50' }) }),
    );
    await page.getByTestId('ai-page-button').click();
    await page.getByTestId('save-ai-page').click();
    await eventually(() => page.getByTestId('ai-page-form').textContent()).toContain('Please enter a prompt');
    expect(sent(calls, 'GenerateContentPageWithAi')).toEqual([]);
    await page.getByTestId('ai-prompt').fill('A page about flyers');
    await page.getByTestId('save-ai-page').click();
    await eventually(() => toasts(page)).toContain('Failed to submit prompt');
    expect(await text(page, 'ai-page-form-error')).toContain('Your shop can have at most 50 pages');
    expect(await page.getByTestId('ai-prompt').inputValue()).toBe('A page about flyers');
  });

  it('shows the four steps as the task moves through them, then links to the new page', async () => {
    const { page, calls } = await browser.open(
      '/admin/pages',
      aiServer(true, {
        GenerateContentPageWithAi: () => data({ generateContentPageWithAi: task({ state: 'queued' }) }),
        ContentAiTask: taskStates([
          { step: 'cms.aiWizardGeneratingPage', percent: 5 },
          { step: 'cms.aiWizardTranslating', percent: 60 },
          {
            state: 'done',
            percent: 100,
            pageId: 'p9',
            translatedCount: 12,
            imagePlaceholders: 2,
            repairedCount: 1,
          },
        ]),
      }),
    );
    await page.getByTestId('ai-page-button').click();
    await page.getByTestId('ai-prompt').fill('A landing page for business cards');
    await page.getByTestId('save-ai-page').click();
    await eventually(() => stepStates(page)).toEqual(['current', 'pending', 'pending', 'pending']);
    expect(await text(page, 'ai-steps')).toContain('Generating page');
    await eventually(() => stepStates(page)).toEqual(['done', 'done', 'current', 'pending']);
    await eventually(() => stepStates(page)).toEqual(['done', 'done', 'done', 'done']);
    expect(await text(page, 'ai-steps')).toContain('Adding image placeholders');
    expect(await text(page, 'ai-page-ready')).toContain('inactive draft');
    expect(await text(page, 'ai-findings')).toContain('2 pictures are still to be chosen');
    const [request] = sent(calls, 'GenerateContentPageWithAi');
    expect(request!.variables).toMatchObject({
      prompt: 'A landing page for business cards',
      requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await page.getByTestId('ai-open-page').click();
    await eventually(() => text(page, 'location')).toBe('/admin/pages/p9');
  });

  it('says why the task failed, and starts again from the same prompt', async () => {
    const { page } = await browser.open(
      '/admin/pages',
      aiServer(true, {
        GenerateContentPageWithAi: () => data({ generateContentPageWithAi: task({ state: 'queued' }) }),
        ContentAiTask: taskStates([
          { state: 'failed', step: 'cms.aiWizardGeneratingPage', error: 'admin.aiInvalidAnswer' },
        ]),
      }),
    );
    await page.getByTestId('ai-page-button').click();
    await page.getByTestId('ai-prompt').fill('Flyers');
    await page.getByTestId('save-ai-page').click();
    await eventually(() => text(page, 'ai-task-error')).toContain("The AI's answer could not be used");
    await page.getByTestId('ai-retry').click();
    await eventually(() => page.getByTestId('ai-prompt').inputValue()).toBe('Flyers');
  });
});

describe('translating a page with AI', { timeout: 60_000 }, () => {
  it('explains what to configure when the server has no AI', async () => {
    const { page } = await browser.open('/admin/pages/p2', aiServer(false));
    await page.getByTestId('ai-translate-button').click();
    await eventually(() => text(page, 'ai-not-configured')).toContain('AI_API_KEY');
    expect(await page.getByTestId('ai-translate-start').count()).toBe(0);
  });

  it('says what it translates, follows the task and reports the result', async () => {
    const { page, calls } = await browser.open(
      '/admin/pages/p2',
      aiServer(true, {
        TranslateContentPageWithAi: () =>
          data({
            translateContentPageWithAi: task({ kind: 'translatePage', state: 'queued', pageId: 'p2' }),
          }),
        ContentAiTask: taskStates([
          { kind: 'translatePage', step: 'cms.aiWizardTranslating', percent: 40 },
          {
            kind: 'translatePage',
            state: 'done',
            percent: 100,
            translatedCount: 7,
            refusedTexts: [
              { path: 'sections.0.blocks.1.props.body', language: 'en-GB', reason: 'structure' },
            ],
          },
        ]),
      }),
    );
    await page.getByTestId('ai-translate-button').click();
    await eventually(() => text(page, 'ai-translate-intro')).toContain('English (United Kingdom) lack');
    await page.getByTestId('ai-translate-start').click();
    await eventually(() => text(page, 'ai-translation-done')).toContain('saved as a new version');
    expect(await text(page, 'ai-findings')).toContain('7 texts translated');
    expect(await text(page, 'ai-findings')).toContain('1 translation was refused');
    expect(sent(calls, 'TranslateContentPageWithAi').map((call) => call.variables.pageId)).toEqual(['p2']);
  });
});
