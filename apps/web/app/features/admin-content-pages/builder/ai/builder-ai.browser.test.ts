import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  data,
  openHarness,
  type GraphqlCall,
  type GraphqlHandler,
  type GraphqlReply,
} from '../../../../testing/browser-driver.ts';
import { eventually, harnessBrowser } from '../../../../testing/harness-browser.ts';

// The AI in the page builder in Chromium (issue 25): the insert-block picker's 'create with AI
// instead' (the prompt's rule and the server's refusal, the wizard's steps, the blocks inserted where
// the picker names as one undo step, the explanation without AI), and "Regenerate with AI" for the
// selected block (its props replaced, its id kept, one undo step, the repairs listed; a block the page
// has not saved yet is explained instead).

const HARNESS = fileURLToPath(new URL('./test/harness.tsx', import.meta.url));

const SETTINGS = {
  background: '',
  padding: { base: 'medium' },
  gap: 'regular',
  width: 'regular',
  textBackground: 'none',
  anchor: '',
};

const PAGE = {
  id: 'p1',
  kind: null,
  title: 'Flyer',
  titles: [{ language: 'de-DE', text: 'Flyer' }],
  slugs: [{ language: 'de-DE', text: 'flyer' }],
  seoTitles: [],
  seoDescriptions: [],
  socialImage: '',
  languages: ['de-DE'],
  status: 'inactive',
  statusChip: 'inactive',
  publishAt: null,
  unpublishAt: null,
  updatedAt: '2026-11-02T09:30:00.000Z',
  updatedByName: 'Anna Admin',
  version: 3,
  document: {
    schemaVersion: 1,
    sections: [
      {
        id: 'intro',
        settings: SETTINGS,
        blocks: [
          { id: 'head', type: 'heading', props: { text: { 'de-DE': 'Willkommen' }, level: 'h1' } },
          {
            id: 'body',
            type: 'text',
            props: { body: { 'de-DE': [{ type: 'paragraph', children: [{ text: 'Hallo' }] }] } },
          },
        ],
      },
    ],
  },
};

/** What the server's task hands over: one section of a heading, a text and a picture placeholder. */
const WRITTEN = {
  schemaVersion: 1,
  sections: [
    {
      id: 's1',
      settings: SETTINGS,
      blocks: [
        { id: 'b1', type: 'heading', props: { text: { 'de-DE': 'Flyer, die man liest' }, level: 'h2' } },
        {
          id: 'b2',
          type: 'text',
          props: { body: { 'de-DE': [{ type: 'paragraph', children: [{ text: 'Knallige Farben' }] }] } },
        },
        {
          id: 'b3',
          type: 'image',
          props: { image: { src: '', alt: { 'de-DE': 'Bunte Flyer' }, creditName: '', creditUrl: '' } },
        },
      ],
    },
  ],
};

const task = (fields: Record<string, unknown>) => ({
  id: 't1',
  kind: 'generateBlocks',
  state: 'running',
  step: null,
  percent: 0,
  pageId: 'p1',
  error: null,
  errorParams: null,
  repairedCount: 0,
  translatedCount: 0,
  imagePlaceholders: 0,
  refusedTexts: [],
  document: null,
  ...fields,
});

const taskStates = (states: Record<string, unknown>[]): GraphqlHandler => {
  let poll = 0;
  return () => data({ contentAiTask: task(states[Math.min(poll++, states.length - 1)]!) });
};

const queued = () => data({ generateContentBlocksWithAi: task({ state: 'queued' }) });

const WRITING = {
  GenerateContentBlocksWithAi: queued,
  ContentAiBlocksTask: taskStates([
    { step: 'cms.aiWizardGeneratingPage', percent: 5 },
    { step: 'cms.aiWizardTranslating', percent: 60 },
    { state: 'done', percent: 100, document: WRITTEN, imagePlaceholders: 1, translatedCount: 3 },
  ]),
};

const server =
  (configured: boolean, overrides: Record<string, GraphqlHandler> = {}): GraphqlHandler =>
  (call) => {
    const own = overrides[call.operationName];
    if (own) return own(call);
    if (call.operationName === 'ContentAiStatus')
      return data({ contentAiStatus: { configured, model: configured ? 'fake-model' : null } });
    if (call.operationName === 'AdminContentPage') return data({ adminContentPage: PAGE });
    return data({});
  };

const refusal = (key: string): GraphqlReply => ({
  body: {
    data: null,
    errors: [{ message: key, extensions: { code: 'BAD_USER_INPUT', kind: 'unavailable', key } }],
  },
});

const browser = harnessBrowser((chromium, handler: GraphqlHandler) =>
  openHarness(chromium, { entry: HARNESS, config: {}, handler, readyTestId: 'page-builder' }),
);

const sent = (calls: GraphqlCall[], name: string) => calls.filter((call) => call.operationName === name);
const toasts = (page: Page) => page.locator('.Toastify').textContent();
const outline = (page: Page, label: string) =>
  page.getByTestId('builder-outline').getByText(label, { exact: true }).count();
const headingText = (page: Page) => page.getByLabel('Text (German (Germany))').inputValue();
/** The draft the builder keeps in the browser while it differs from the saved page. */
const draftBlocks = (page: Page) =>
  page.evaluate(() => {
    const draft = JSON.parse(localStorage.getItem('page-builder-draft:p1') ?? 'null') as {
      document: { sections: { blocks: { id: string; type: string }[] }[] };
    } | null;
    return draft?.document.sections.map((section) => section.blocks.map((block) => block.type)) ?? null;
  });
/** Selects the page's heading as a click on it in the canvas does (the frame's message to the builder). */
async function selectHeading(page: Page) {
  await page
    .frameLocator('[data-testid="page-builder-canvas"]')
    .locator('body')
    .evaluate(() =>
      window.parent.postMessage({ type: 'cms-preview:select', id: 'head' }, window.location.origin),
    );
  await eventually(() => headingText(page)).toBe('Willkommen');
}

describe("the insert-block picker's 'create with AI instead'", { timeout: 60_000 }, () => {
  it('writes blocks after the selected block through the steps, as one undo step', async () => {
    const { page, calls } = await browser.open(server(true, WRITING));
    await selectHeading(page);
    await page.getByTestId('builder-insert').click();
    await page.getByTestId('insert-with-ai').click();
    await eventually(() => page.getByTestId('insert-block-dialog').count()).toBe(0);
    await eventually(() => page.getByTestId('ai-insert-target').textContent()).toBe('Insert into: Section 1');
    await page.getByTestId('save-ai-insert').click();
    await eventually(() => page.getByTestId('ai-insert-form').textContent()).toContain(
      'Please enter a prompt',
    );
    expect(sent(calls, 'GenerateContentBlocksWithAi')).toEqual([]);
    await page.getByTestId('ai-prompt').fill('A section about flyers');
    await page.getByTestId('save-ai-insert').click();

    await eventually(() => page.getByTestId('ai-steps').textContent()).toContain('Adding image placeholders');
    await eventually(() => page.getByTestId('ai-blocks-inserted').textContent()).toContain(
      '3 blocks have been inserted',
    );
    expect(await page.getByTestId('ai-findings').textContent()).toContain(
      '1 pictures are still to be chosen',
    );
    expect(await toasts(page)).toContain('3 blocks have been inserted');
    expect(sent(calls, 'GenerateContentBlocksWithAi')[0]!.variables).toEqual({
      requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      pageId: 'p1',
      prompt: 'A section about flyers',
    });
    await page.getByTestId('ai-close').click();

    // After the selected heading, before the page's text; the first new block is selected.
    await eventually(() => draftBlocks(page)).toEqual([['heading', 'heading', 'text', 'image', 'text']]);
    expect(await headingText(page)).toBe('Flyer, die man liest');
    expect(await outline(page, 'Image')).toBe(1);
    // One step back is the page as it was.
    await page.getByTestId('builder-undo').click();
    await eventually(() => outline(page, 'Image')).toBe(0);
    expect(await page.getByTestId('builder-undo').isDisabled()).toBe(true);
    await selectHeading(page);
    expect(await outline(page, 'Heading')).toBe(1);
  });

  it('makes them the sections of an empty page, its first block selected', async () => {
    const empty = { ...PAGE, document: { schemaVersion: 1, sections: [] } };
    const { page } = await browser.open(
      server(true, { ...WRITING, AdminContentPage: () => data({ adminContentPage: empty }) }),
    );
    await page.getByTestId('builder-insert').click();
    await page.getByTestId('insert-with-ai').click();
    await eventually(() => page.getByTestId('ai-insert-target').textContent()).toBe(
      'Insert into: Add section',
    );
    await page.getByTestId('ai-prompt').fill('A section about flyers');
    await page.getByTestId('save-ai-insert').click();
    await eventually(() => page.getByTestId('ai-blocks-inserted').count()).toBe(1);
    await page.getByTestId('ai-close').click();
    await eventually(() => draftBlocks(page)).toEqual([['heading', 'text', 'image']]);
    expect(await headingText(page)).toBe('Flyer, die man liest');
    expect(await outline(page, 'Heading')).toBe(1);
  });

  it("says 'Failed to submit prompt' with the server's reason, and why a task failed", async () => {
    let tries = 0;
    const { page } = await browser.open(
      server(true, {
        GenerateContentBlocksWithAi: () => (++tries === 1 ? refusal('admin.pageNotFound') : queued()),
        ContentAiBlocksTask: taskStates([{ state: 'failed', error: 'admin.aiInvalidAnswer' }]),
      }),
    );
    await page.getByTestId('builder-insert').click();
    await page.getByTestId('insert-with-ai').click();
    await page.getByTestId('ai-prompt').fill('Flyers');
    await page.getByTestId('save-ai-insert').click();
    await eventually(() => toasts(page)).toContain('Failed to submit prompt');
    expect(await page.getByTestId('ai-insert-form-error').textContent()).toBe('The page does not exist');
    await page.getByTestId('save-ai-insert').click();
    await eventually(() => page.getByTestId('ai-task-error').textContent()).toContain(
      "The AI's answer could not be used",
    );
    await page.getByTestId('ai-retry').click();
    await eventually(() => page.getByTestId('ai-prompt').inputValue()).toBe('Flyers');
    expect(await outline(page, 'Image')).toBe(0);
  });

  it('stays in the picker without an AI service and explains what to configure', async () => {
    const { page, calls } = await browser.open(server(false));
    await page.getByTestId('builder-insert').click();
    expect(await page.getByTestId('insert-with-ai').textContent()).toBe('Create with AI instead');
    await page.getByTestId('insert-with-ai').click();
    await eventually(() => page.getByTestId('ai-not-configured').textContent()).toContain('AI_API_KEY');
    await page.getByTestId('ai-close').click();
    expect(sent(calls, 'GenerateContentBlocksWithAi')).toEqual([]);
  });
});

describe('regenerating the selected block with AI', { timeout: 60_000 }, () => {
  const REWRITTEN = {
    regenerateContentBlockWithAi: {
      props: { text: { 'de-DE': 'Neu geschrieben' }, subline: {}, level: 'h1', align: 'start' },
      problems: [{ path: 'props.level', key: 'validation.invalidSetting', params: null }],
    },
  };

  it("replaces the block's props, keeps its id, lists the repairs and undoes in one step", async () => {
    const { page, calls } = await browser.open(
      server(true, { RegenerateContentBlockWithAi: () => data(REWRITTEN) }),
    );
    await selectHeading(page);
    await page.getByTestId('builder-regenerate').click();
    await page.getByTestId('ai-prompt').fill('Friendlier');
    expect(await page.getByTestId('ai-block-changed').count()).toBe(0);
    await page.getByTestId('save-ai-regenerate').click();
    await eventually(() => page.getByTestId('ai-block-regenerated').textContent()).toContain(
      'The block has been rewritten',
    );
    expect(await page.getByTestId('ai-block-repaired').textContent()).toContain('Level:');
    expect(sent(calls, 'RegenerateContentBlockWithAi')[0]!.variables).toEqual({
      pageId: 'p1',
      blockId: 'head',
      prompt: 'Friendlier',
      language: null,
    });
    await page.getByTestId('ai-close').click();
    await eventually(() => headingText(page)).toBe('Neu geschrieben');
    // The same block (its id kept) with the new text, in the draft the editor saves.
    const draft = () => page.evaluate(() => localStorage.getItem('page-builder-draft:p1') ?? '');
    await eventually(draft).toContain('Neu geschrieben');
    expect(await draft()).toContain('{"id":"head","type":"heading"');
    expect(await draft()).not.toContain('Willkommen');
    // One step back is the block as it was.
    await page.getByTestId('builder-undo').click();
    await eventually(() => page.getByTestId('builder-undo').isDisabled()).toBe(true);
    await selectHeading(page);
  });

  it('says a block that is not saved yet cannot be rewritten, and warns of unsaved changes', async () => {
    const { page, calls } = await browser.open(server(true));
    await page.getByTestId('builder-insert').click();
    await page.getByTestId('insert-heading').click();
    await page.getByTestId('builder-regenerate').click();
    await eventually(() => page.getByTestId('ai-block-not-saved').textContent()).toContain(
      'has not been saved yet',
    );
    expect(await page.getByTestId('ai-prompt').count()).toBe(0);
    await page.getByTestId('ai-close').click();

    await selectHeading(page);
    await page.getByLabel('Text (German (Germany))').fill('Geändert');
    await page.getByTestId('builder-regenerate').click();
    await eventually(() => page.getByTestId('ai-block-changed').textContent()).toContain('last saved');
    expect(sent(calls, 'RegenerateContentBlockWithAi')).toEqual([]);
  });
});
