import { describe, expect, it } from 'vitest';
import { userInputError } from '../../testing/browser-driver.ts';
import { eventually, field, fieldMessage, toasts } from '../../ui/admin-kit/test/admin-test-kit.ts';
import { contentPagesBrowser } from './test/content-pages-test-kit.ts';
import { changes, PAGES, pagesServer } from './test/pages-fake-api.ts';

// A CMS page's settings form in Chromium (testing/browser-driver.ts says why a real browser): the
// server's field errors at their inputs, the browser's own checks, the document sent back unchanged
// with the version it was loaded at, the schedule saved with it.

const browser = contentPagesBrowser(pagesServer());

describe('a page’s settings', { timeout: 60_000 }, () => {
  it('shows the server’s field errors at their inputs, "Error saving page", and keeps the typing', async () => {
    const refuse = () =>
      userInputError('admin.pageSlugTaken', { 'slugs.en-GB': { key: 'admin.pageSlugTaken' } });
    const { page } = await browser.open('/admin/pages/p2', pagesServer({ UpdateContentPage: refuse }));
    await field(page, 'title.en-GB').fill('Contact');
    await field(page, 'slugs.en-GB').fill('imprint');
    await page.getByTestId('save-page').click();
    await eventually(() => fieldMessage(page, 'slugs.en-GB')).toContain(
      'This slug is already used by another page',
    );
    await eventually(() => toasts(page)).toContain('Error saving page');
    expect(await field(page, 'title.en-GB').inputValue()).toBe('Contact');
    expect(await field(page, 'slugs.en-GB').inputValue()).toBe('imprint');
  });

  it('checks the SEO limits and the schedule in the browser; nothing is sent', async () => {
    const { page, calls } = await browser.open('/admin/pages/p2');
    await field(page, 'seoTitle.de-DE').fill('x'.repeat(71));
    await field(page, 'publishAt').fill('2027-06-02T10:00');
    await field(page, 'unpublishAt').fill('2027-06-01T10:00');
    await page.getByTestId('save-page').click();
    await eventually(() => fieldMessage(page, 'seoTitle.de-DE')).toContain('70');
    expect(await fieldMessage(page, 'unpublishAt')).toContain(
      'The end of publication must be after its start',
    );
    expect(changes(calls)).toEqual([]);
  });

  it('sends the document unchanged with its version, the schedule after it, and says "Page saved"', async () => {
    const { page, calls } = await browser.open('/admin/pages/p2');
    await field(page, 'title.de-DE').fill('Kontakt & Anfahrt');
    await field(page, 'slugs.de-DE').fill('Kontakt');
    await page.getByTestId('page-status').click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.getByTestId('save-page').click();
    await eventually(() => toasts(page)).toContain('Page saved');
    expect(changes(calls)).toEqual([
      [
        'UpdateContentPage',
        {
          id: 'p2',
          expectedVersion: 3,
          input: {
            title: [{ language: 'de-DE', text: 'Kontakt & Anfahrt' }],
            slugs: [{ language: 'de-DE', text: 'kontakt' }],
            seoTitle: [],
            seoDescription: [],
            socialImage: '',
            document: PAGES[1]!.document,
          },
          language: 'de-DE',
        },
      ],
      [
        'SetContentPageStatus',
        { id: 'p2', status: 'active', publishAt: null, unpublishAt: null, language: 'de-DE' },
      ],
    ]);
    expect(await page.getByTestId('view-page').getAttribute('href')).toBe('/kontakt');
    expect(await page.getByTestId('edit-page-content').getAttribute('href')).toBe('/admin/pages/p2/edit');
  });
});
