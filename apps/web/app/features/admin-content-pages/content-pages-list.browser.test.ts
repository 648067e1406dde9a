import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { data, userInputError, type GraphqlHandler } from '../../testing/browser-driver.ts';
import { eventually, field, fieldMessage, location, toasts } from '../../ui/admin-kit/test/admin-test-kit.ts';
import { adminPage, contentPagesBrowser } from './test/content-pages-test-kit.ts';
import { changes, pagesServer, refusal } from './test/pages-fake-api.ts';

// The CMS pages list in Chromium (testing/browser-driver.ts says why a real browser): its chips,
// search and delete confirmation, and the create dialog's shared rules and the server's refusals.

const browser = contentPagesBrowser(pagesServer());

const rows = (page: Page) =>
  page
    .getByTestId('pages-table')
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => tr.textContent));

describe('the CMS pages list', { timeout: 60_000 }, () => {
  it('shows title, slug, status chip, languages and the last change; searches title and slug', async () => {
    const { page } = await browser.open('/admin/pages');
    await eventually(() => rows(page)).toHaveLength(3);
    const [imprint, contact, summer] = await rows(page);
    expect(imprint).toContain('/impressum');
    expect(imprint).toContain('Active');
    expect(imprint).toContain('German (Germany)English (United Kingdom)');
    expect(contact).toContain('Inactive');
    expect(contact).toContain('by Anna Admin');
    expect(summer).toContain('Scheduled');
    expect(summer).not.toContain(' by ');

    await page.getByTestId('pages-search').fill('sommer');
    await eventually(() => rows(page)).toHaveLength(1);
    expect((await rows(page))[0]).toContain('Sommeraktion');
    expect(await location(page)).toContain('q=sommer');
  });

  it('opens a page’s settings from its title', async () => {
    const { page } = await browser.open('/admin/pages');
    await page.getByTestId('page-link-Kontakt').click();
    await eventually(() => location(page)).toBe('/admin/pages/p2');
    await eventually(() => field(page, 'title.de-DE').inputValue()).toBe('Kontakt');
  });

  it('deletes a page only once confirmed, then says "Page deleted"', async () => {
    const { page, calls } = await browser.open('/admin/pages');
    await page.getByTestId('delete-page-Kontakt').click();
    const question = page.getByTestId('confirm-dialog');
    await eventually(() => question.textContent()).toContain(
      'Do you really want to delete the page Kontakt?',
    );
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect(changes(calls)).toEqual([]);

    await page.getByTestId('delete-page-Kontakt').click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await eventually(() => toasts(page)).toContain('Page deleted');
    expect(changes(calls)).toEqual([['DeleteContentPage', { id: 'p2' }]]);
  });

  it('shows the server’s message when a page the shop links to cannot be deleted', async () => {
    const refuse = () => refusal('admin.pageCannotBeDeleted', { pageTitle: 'Impressum' });
    const { page } = await browser.open('/admin/pages', pagesServer({ DeleteContentPage: refuse }));
    await page.getByTestId('delete-page-Impressum').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
    await eventually(() => toasts(page)).toContain('The page Impressum cannot be deleted');
    expect(await toasts(page)).not.toContain('Page deleted');
  });
});

describe('creating a page', { timeout: 60_000 }, () => {
  it('checks title and slug with the shared rules before sending', async () => {
    const { page, calls } = await browser.open('/admin/pages');
    await page.getByTestId('new-page-button').click();
    await field(page, 'slug').fill('Über uns!');
    await page.getByTestId('save-new-page').click();
    await eventually(() => fieldMessage(page, 'title')).toContain('Field is required');
    expect(await fieldMessage(page, 'slug')).toContain('Invalid slug');
    // One of the shop's own paths is no page address either.
    await field(page, 'title').fill('Warenkorb');
    await field(page, 'slug').fill('cart');
    await page.getByTestId('save-new-page').click();
    await eventually(() => fieldMessage(page, 'slug')).toContain('Invalid slug');
    expect(changes(calls)).toEqual([]);
  });

  it('shows a taken slug at its input and keeps the typing; then creates and opens the page', async () => {
    let tries = 0;
    const createOnce: GraphqlHandler = () =>
      ++tries === 1
        ? userInputError('admin.pageSlugTaken', { 'slugs.de-DE': { key: 'admin.pageSlugTaken' } })
        : data({ createContentPage: adminPage('p9', 'Über uns', 'ueber-uns') });
    const { page, calls } = await browser.open(
      '/admin/pages',
      pagesServer({ CreateContentPage: createOnce }),
    );
    await page.getByTestId('new-page-button').click();
    await field(page, 'title').fill('Über uns');
    await field(page, 'slug').fill('kontakt');
    await page.getByTestId('save-new-page').click();
    await eventually(() => fieldMessage(page, 'slug')).toContain('This slug is already used by another page');
    await eventually(() => toasts(page)).toContain('Error creating page');
    expect(await field(page, 'title').inputValue()).toBe('Über uns');
    expect(await field(page, 'slug').inputValue()).toBe('kontakt');

    await field(page, 'slug').fill('ueber-uns');
    await page.getByTestId('save-new-page').click();
    await eventually(() => location(page)).toBe('/admin/pages/p9');
    expect(changes(calls).map(([, variables]) => variables)).toEqual([
      {
        input: {
          title: [{ language: 'de-DE', text: 'Über uns' }],
          slugs: [{ language: 'de-DE', text: 'kontakt' }],
          seoTitle: [],
          seoDescription: [],
          socialImage: '',
        },
        language: 'de-DE',
      },
      expect.objectContaining({
        input: expect.objectContaining({ slugs: [{ language: 'de-DE', text: 'ueber-uns' }] }),
      }),
    ]);
  });
});
