import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtInTemplates, ownTemplate, templateGroups } from './templates/test/template-fixtures.ts';
import { data, type GraphqlCall, type GraphqlHandler } from '../../testing/browser-driver.ts';
import { eventually, toasts } from '../../testing/harness-browser.ts';
import { adminPage, contentPagesBrowser } from './test/content-pages-test-kit.ts';

// "New page" → "Start from a template" in Chromium (issue 25): the templates by category as tabs of
// cards with a preview, the chosen template's sections as the new page's document, the spec's
// messages, the picker's loading, failure and empty states, and deleting a template of the shop's own.

const created = adminPage('p9', 'Sommerfest', 'sommerfest', {
  updatedAt: '2026-11-03T09:30:00.000Z',
  version: 1,
  document: { schemaVersion: 1, sections: [] },
});

const server =
  (templates: GraphqlHandler = () => data({ pageTemplates: templateGroups() })): GraphqlHandler =>
  (call) => {
    switch (call.operationName) {
      case 'AdminContentPages':
        return data({ adminContentPages: [] });
      case 'AdminContentPage':
        return data({ adminContentPage: created });
      case 'AdminContentPageVersions':
        return data({ adminContentPageVersions: [] });
      case 'PageTemplates':
        return templates(call);
      case 'CreateContentPage':
        return data({ createContentPage: created });
      case 'DeletePageTemplate':
        return data({ deletePageTemplate: true });
      default:
        return data({});
    }
  };

const browser = contentPagesBrowser(server());

const creates = (calls: GraphqlCall[]) => calls.filter((call) => call.operationName === 'CreateContentPage');

async function startNewPage(page: Page) {
  await page.getByTestId('new-page-button').click();
  await page.locator('[name="title"]').fill('Sommerfest');
  await page.locator('[name="slug"]').fill('sommerfest');
  await page.getByTestId('new-page-from-template').click();
}

describe('a new page from a template', { timeout: 60_000 }, () => {
  it('offers the templates by category with name, description and preview, and creates the page with its sections', async () => {
    const { page, calls } = await browser.open('/admin/pages');
    await startNewPage(page);
    const tabs = page.getByRole('tab');
    await eventually(() => tabs.allTextContents()).toEqual([
      'Marketing',
      'Company',
      'Help & service',
      'Legal',
      'Single sections',
    ]);
    const landing = page.getByTestId('template-landing');
    expect(await landing.textContent()).toContain('Landing page');
    expect(await landing.textContent()).toContain('three benefits');
    expect(await landing.getByRole('img', { name: 'Preview of Landing page' }).count()).toBe(1);
    await page.getByRole('tab', { name: 'Company' }).click();
    await page.getByTestId('template-about').click();
    expect(await page.getByTestId('template-about').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('save-new-page').click();
    await eventually(() => toasts(page)).toContain('Template content successfully added to page');
    await eventually(() => page.getByTestId('location').textContent()).toBe('/admin/pages/p9');

    const [call] = creates(calls);
    const document = (call!.variables.input as { document: { sections: { id: string }[] } }).document;
    const about = builtInTemplates().find((template) => template.id === 'about')!;
    const expected = (about.document as { sections: unknown[] }).sections;
    expect(document.sections).toHaveLength(expected.length);
    // The template's sections with fresh ids, its texts as they were.
    expect(document.sections.map((section) => section.id)).not.toContain('story');
    expect(JSON.stringify(document)).toContain('Über uns');
    expect(JSON.stringify(document)).toContain('About us');
  });

  it("says 'This template contains no layouts' and creates nothing for a template without sections", async () => {
    const empty = ownTemplate('t-empty', 'Leer', false);
    const { page, calls } = await browser.open(
      '/admin/pages',
      server(() => data({ pageTemplates: templateGroups([empty]) })),
    );
    await startNewPage(page);
    await page.getByTestId('template-t-empty').click();
    await page.getByTestId('save-new-page').click();
    await eventually(() => toasts(page)).toContain('This template contains no layouts');
    expect(creates(calls)).toEqual([]);
    expect(await page.getByTestId('new-page-form').count()).toBe(1);
  });

  it('asks for a template before creating when none is chosen', async () => {
    const { page, calls } = await browser.open('/admin/pages');
    await startNewPage(page);
    await page.getByTestId('save-new-page').click();
    await eventually(() => toasts(page)).toContain('Choose a template or start with an empty page');
    expect(creates(calls)).toEqual([]);
  });

  it('shows an empty category as such, and a failed load with Reload', async () => {
    let failures = 1;
    const flaky: GraphqlHandler = () =>
      failures-- > 0
        ? { status: 500, body: { errors: [{ message: 'down' }] } }
        : data({ pageTemplates: templateGroups([ownTemplate('t-own', 'Unser Versprechen')]) });
    const { page } = await browser.open('/admin/pages', server(flaky));
    await startNewPage(page);
    const error = page.getByTestId('new-page-templates-error');
    await eventually(() => error.textContent()).toContain('The templates could not be loaded');
    await error.getByRole('button', { name: 'Reload' }).click();
    await eventually(() => page.getByTestId('template-t-own').count()).toBe(1);
    await page.getByRole('tab', { name: 'Legal' }).click();
    await eventually(() => page.getByTestId('new-page-templates-empty').textContent()).toBe(
      'There are no templates in this category yet.',
    );
  });

  it("deletes a template of the shop's own after asking; built-in ones have no delete", async () => {
    const { page, calls } = await browser.open(
      '/admin/pages',
      server(() =>
        data({
          pageTemplates: templateGroups([...builtInTemplates(), ownTemplate('t-own', 'Unser Versprechen')]),
        }),
      ),
    );
    await startNewPage(page);
    await page.getByRole('tab', { name: 'Single sections' }).click();
    expect(await page.getByTestId('delete-template-section-benefits').count()).toBe(0);
    await page.getByTestId('delete-template-t-own').click();
    const question = page.getByTestId('confirm-dialog');
    await eventually(() => question.textContent()).toContain(
      'Do you really want to delete the template Unser Versprechen?',
    );
    await question.getByRole('button', { name: 'Delete' }).click();
    await eventually(() => toasts(page)).toContain('Template deleted');
    expect(
      calls.filter((call) => call.operationName === 'DeletePageTemplate').map((call) => call.variables),
    ).toEqual([{ id: 't-own' }]);
  });
});
