import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ownTemplate, templateGroups, builtInTemplates } from '../../templates/test/template-fixtures.ts';
import {
  data,
  openHarness,
  userInputError,
  type GraphqlHandler,
} from '../../../../testing/browser-driver.ts';
import { eventually, harnessBrowser, toasts } from '../../../../testing/harness-browser.ts';

// The page-builder wizard in Chromium (issue 25; spec §2, §4): choosing a template adds its sections to
// the page being edited with the spec's messages, and a section saved as a template of one's own with
// name, description and category (the server's refusal at its input).

const HARNESS = fileURLToPath(new URL('./test/harness.tsx', import.meta.url));

type Doc = { sections: { id: string; blocks: { id: string }[] }[] };

const server =
  (overrides: Record<string, GraphqlHandler> = {}): GraphqlHandler =>
  (call) => {
    const own = overrides[call.operationName];
    if (own) return own(call);
    if (call.operationName === 'PageTemplates')
      return data({
        pageTemplates: templateGroups([...builtInTemplates(), ownTemplate('t-empty', 'Leer', false)]),
      });
    return data({});
  };

const browser = harnessBrowser((chromium, handler: GraphqlHandler = server()) =>
  openHarness(chromium, { entry: HARNESS, config: {}, handler, readyTestId: 'document' }),
);

const documentOf = async (page: Page) =>
  JSON.parse((await page.getByTestId('document').textContent())!) as Doc;

describe('the page-builder wizard', { timeout: 60_000 }, () => {
  it("adds the chosen template's sections after the page's own, with fresh ids, and says so", async () => {
    const { page } = await browser.open();
    await page.getByTestId('open-wizard').click();
    const wizard = page.getByTestId('page-builder-wizard');
    await eventually(() => wizard.textContent()).toContain('Page wizard');
    expect(await page.getByTestId('apply-template').isDisabled()).toBe(true);
    await page.getByTestId('template-category-service').click();
    await page.getByTestId('template-faq').click();
    await page.getByTestId('apply-template').click();
    await eventually(() => toasts(page)).toContain('Template content successfully added to page');
    await eventually(() => wizard.count()).toBe(0);
    const document = await documentOf(page);
    expect(document.sections.map((section) => section.id)[0]).toBe('start');
    expect(document.sections).toHaveLength(3);
    expect(document.sections.map((section) => section.id)).not.toContain('faq');
    expect(JSON.stringify(document)).toContain('Frequently asked questions');
  });

  it('applies a template at once on a double click', async () => {
    const { page } = await browser.open();
    await page.getByTestId('open-wizard').click();
    await page.getByTestId('template-landing').dblclick();
    await eventually(() => toasts(page)).toContain('Template content successfully added to page');
    expect((await documentOf(page)).sections).toHaveLength(5);
  });

  it("says 'This template contains no layouts' and leaves the page as it was", async () => {
    const { page } = await browser.open();
    await page.getByTestId('open-wizard').click();
    await page.getByTestId('template-category-sections').click();
    await page.getByTestId('template-t-empty').click();
    await page.getByTestId('apply-template').click();
    await eventually(() => toasts(page)).toContain('This template contains no layouts');
    expect((await documentOf(page)).sections).toHaveLength(1);
  });
});

describe('saving a section as a template', { timeout: 60_000 }, () => {
  it('sends name, description, category and the section; a taken name shows at its input', async () => {
    let tries = 0;
    const save: GraphqlHandler = () =>
      ++tries === 1
        ? userInputError('cms.templateNameTaken', { name: { key: 'cms.templateNameTaken' } })
        : data({ savePageTemplate: ownTemplate('t-new', 'Begrüßung') });
    const { page, calls } = await browser.open(server({ SavePageTemplate: save }));
    await page.getByTestId('save-section').click();
    await page.locator('[name="name"]').fill('Begrüßung');
    await page.locator('[name="description"]').fill('Der Seitenanfang');
    await page.getByTestId('template-category').click();
    await page.getByRole('option', { name: 'Marketing' }).click();
    await page.getByTestId('save-template').click();
    await eventually(() =>
      page.locator('[name="name"]').evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      ),
    ).toContain('A template with this name already exists');
    await page.locator('[name="name"]').fill('Begrüßung oben');
    await page.getByTestId('save-template').click();
    await eventually(() => toasts(page)).toContain('Template saved');
    const sent = calls
      .filter((call) => call.operationName === 'SavePageTemplate')
      .map((call) => call.variables);
    expect(sent[1]).toEqual({
      input: {
        name: 'Begrüßung oben',
        description: 'Der Seitenanfang',
        category: 'marketing',
        language: 'de-DE',
        document: { schemaVersion: 1, sections: [expect.objectContaining({ id: 'start' })] },
      },
      language: 'de-DE',
    });
  });

  it('checks the name by the shared rules before sending', async () => {
    const { page, calls } = await browser.open();
    await page.getByTestId('save-section').click();
    await page.locator('[name="name"]').fill('Mit <Klammern>');
    await page.getByTestId('save-template').click();
    await eventually(() => page.getByTestId('save-template-form').textContent()).toContain(
      'Forbidden characters',
    );
    expect(calls.filter((call) => call.operationName === 'SavePageTemplate')).toEqual([]);
  });
});
