import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  data,
  openHarness,
  userInputError,
  type GraphqlCall,
  type GraphqlHandler,
  type GraphqlReply,
} from '../../testing/browser-driver.ts';
import { eventually, harnessBrowser } from '../../testing/harness-browser.ts';
import type { ContentPagesHarnessConfig } from './test/harness.tsx';

// The CMS pages administration in Chromium (testing/browser-driver.ts says why a real browser): the
// list with its chips, search and delete confirmation, the create dialog's shared rules and the
// server's refusals, and a page's settings form — the server's field errors at their inputs, the
// document sent back unchanged with the version it was loaded at, the schedule saved with it.

const HARNESS = fileURLToPath(new URL('./test/harness.tsx', import.meta.url));

const texts = (entries: Record<string, string>) =>
  Object.entries(entries).map(([language, text]) => ({ language, text }));

const pageOf = (id: string, title: string, slug: string, extra: Record<string, unknown> = {}) => ({
  id,
  kind: null,
  title,
  titles: texts({ 'de-DE': title }),
  slugs: texts({ 'de-DE': slug }),
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
  document: { schemaVersion: 1, sections: [{ id: 's1', blocks: [] }] },
  ...extra,
});

const PAGES = [
  pageOf('p1', 'Impressum', 'impressum', {
    kind: 'imprint',
    status: 'active',
    statusChip: 'active',
    titles: texts({ 'de-DE': 'Impressum', 'en-GB': 'Imprint' }),
    slugs: texts({ 'de-DE': 'impressum', 'en-GB': 'imprint' }),
    languages: ['de-DE', 'en-GB'],
  }),
  pageOf('p2', 'Kontakt', 'kontakt'),
  pageOf('p3', 'Sommeraktion', 'sommer', {
    status: 'active',
    statusChip: 'scheduled',
    publishAt: '2027-06-01T08:00:00.000Z',
    updatedByName: null,
  }),
];

/** The versions of a page (p2 is at version 3). */
const VERSIONS = [3, 2, 1].map((version) => ({
  version,
  savedAt: `2026-11-0${version}T09:30:00.000Z`,
  savedByName: version === 1 ? null : 'Anna Admin',
  title: version === 1 ? 'Kontakt (Entwurf)' : 'Kontakt',
}));

const QUERIES = [
  'AdminContentPages',
  'AdminContentPage',
  'AdminContentPageVersions',
  'AdminContentPageVersion',
  'PageTemplates',
  // The publish check before activating is a question, not a change (publish-check.browser.test.ts).
  'ContentPagePublishCheck',
];

/** The fake API: the pages above, saves answered as stored. */
const pagesServer =
  (overrides: Record<string, GraphqlHandler> = {}): GraphqlHandler =>
  (call) => {
    const own = overrides[call.operationName];
    if (own) return own(call);
    const variables = call.variables as Record<string, unknown>;
    switch (call.operationName) {
      case 'AdminContentPages':
        return data({ adminContentPages: PAGES });
      case 'AdminContentPage':
        return data({ adminContentPage: PAGES.find((page) => page.id === variables.id) ?? null });
      case 'CreateContentPage':
        return data({ createContentPage: pageOf('p9', 'Über uns', 'ueber-uns') });
      case 'UpdateContentPage':
        return data({ updateContentPage: { ...PAGES[1], version: 4 } });
      case 'SetContentPageStatus':
        return data({ setContentPageStatus: { ...PAGES[1], version: 4, status: variables.status } });
      case 'DeleteContentPage':
        return data({ deleteContentPage: true });
      case 'AdminContentPageVersions':
        return data({ adminContentPageVersions: VERSIONS });
      default:
        return data({});
    }
  };

const browser = harnessBrowser((chromium, path: string, handler: GraphqlHandler = pagesServer()) => {
  const config: ContentPagesHarnessConfig = { path };
  return openHarness(chromium, { entry: HARNESS, config, handler, readyTestId: 'location' });
});

const location = (page: Page) => page.getByTestId('location').textContent();
const toasts = (page: Page) => page.locator('.Toastify').textContent();
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const fieldMessage = (page: Page, name: string) =>
  field(page, name).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
const rows = (page: Page) =>
  page
    .getByTestId('pages-table')
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => tr.textContent));
const changes = (calls: GraphqlCall[]) =>
  calls
    .filter((call) => !QUERIES.includes(call.operationName))
    .map((call) => [call.operationName, call.variables]);

/** The server's refusal that names no input, with its values (e.g. the page's title). */
const refusal = (key: string, params: Record<string, string>): GraphqlReply => ({
  body: { data: null, errors: [{ message: key, extensions: { code: 'BAD_USER_INPUT', key, params } }] },
});

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
        : data({ createContentPage: pageOf('p9', 'Über uns', 'ueber-uns') });
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
