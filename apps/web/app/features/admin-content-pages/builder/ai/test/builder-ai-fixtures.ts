import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import {
  data,
  openHarness,
  type GraphqlCall,
  type GraphqlHandler,
  type GraphqlReply,
} from '../../../../../testing/browser-driver.ts';
import { eventually } from '../../../../../testing/harness-browser.ts';
import { adminPage } from '../../../test/content-pages-test-kit.ts';

// What the page builder's AI tests share (insert-with-ai and regenerate-block .browser.test.ts): the
// page p1 as the server has it, the AI's task and answers, the harness opened with a GraphQL handler,
// and reading the builder as a person sees it (the outline, the selected heading's field, the draft).

const HARNESS = fileURLToPath(new URL('./harness.tsx', import.meta.url));

const SETTINGS = {
  background: '',
  padding: { base: 'medium' },
  gap: 'regular',
  width: 'regular',
  textBackground: 'none',
  anchor: '',
};

export const PAGE = adminPage('p1', 'Flyer', 'flyer', {
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
});

/** What the server's task hands over: one section of a heading, a text and a picture placeholder. */
export const WRITTEN = {
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

export const task = (fields: Record<string, unknown>) => ({
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

export const taskStates = (states: Record<string, unknown>[]): GraphqlHandler => {
  let poll = 0;
  return () => data({ contentAiTask: task(states[Math.min(poll++, states.length - 1)]!) });
};

export const queued = () => data({ generateContentBlocksWithAi: task({ state: 'queued' }) });

export const WRITING = {
  GenerateContentBlocksWithAi: queued,
  ContentAiBlocksTask: taskStates([
    { step: 'cms.aiWizardGeneratingPage', percent: 5 },
    { step: 'cms.aiWizardTranslating', percent: 60 },
    { state: 'done', percent: 100, document: WRITTEN, imagePlaceholders: 1, translatedCount: 3 },
  ]),
};

export const server =
  (configured: boolean, overrides: Record<string, GraphqlHandler> = {}): GraphqlHandler =>
  (call) => {
    const own = overrides[call.operationName];
    if (own) return own(call);
    if (call.operationName === 'ContentAiStatus')
      return data({ contentAiStatus: { configured, model: configured ? 'fake-model' : null } });
    if (call.operationName === 'AdminContentPage') return data({ adminContentPage: PAGE });
    return data({});
  };

export const refusal = (key: string): GraphqlReply => ({
  body: {
    data: null,
    errors: [{ message: key, extensions: { code: 'BAD_USER_INPUT', kind: 'unavailable', key } }],
  },
});

/** Opens the builder of p1 with the server answering by `handler` (for harnessBrowser). */
export const openBuilder = (chromium: Browser, handler: GraphqlHandler) =>
  openHarness(chromium, { entry: HARNESS, config: {}, handler, readyTestId: 'page-builder' });

export const sent = (calls: GraphqlCall[], name: string) =>
  calls.filter((call) => call.operationName === name);
export const toasts = (page: Page) => page.locator('.Toastify').textContent();
export const outline = (page: Page, label: string) =>
  page.getByTestId('builder-outline').getByText(label, { exact: true }).count();
export const headingText = (page: Page) => page.getByLabel('Text (German (Germany))').inputValue();
/** The draft the builder keeps in the browser while it differs from the saved page. */
export const draftBlocks = (page: Page) =>
  page.evaluate(() => {
    const draft = JSON.parse(localStorage.getItem('page-builder-draft:p1') ?? 'null') as {
      document: { sections: { blocks: { id: string; type: string }[] }[] };
    } | null;
    return draft?.document.sections.map((section) => section.blocks.map((block) => block.type)) ?? null;
  });
/** Selects the page's heading as a click on it in the canvas does (the frame's message to the builder). */
export async function selectHeading(page: Page) {
  await page
    .frameLocator('[data-testid="page-builder-canvas"]')
    .locator('body')
    .evaluate(() =>
      window.parent.postMessage({ type: 'cms-preview:select', id: 'head' }, window.location.origin),
    );
  await eventually(() => headingText(page)).toBe('Willkommen');
}
