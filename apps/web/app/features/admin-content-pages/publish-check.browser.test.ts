import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { data, type GraphqlCall, type GraphqlHandler } from '../../testing/browser-driver.ts';
import { eventually, toasts } from '../../testing/harness-browser.ts';
import { adminPage, contentPagesBrowser, texts } from './test/content-pages-test-kit.ts';
import { SAMPLE_FINDINGS } from './test/publish-check-samples.ts';

// Issue 25: publishing a page (Inactive → Active on its settings) checks it first; with findings the
// admin kit's confirmation lists them and asks — "Publish anyway" saves, Cancel saves nothing. In
// Chromium (testing/browser-driver.ts says why a real browser).

const page = (status: 'active' | 'inactive') =>
  adminPage('p2', 'Kontakt', 'kontakt', {
    titles: texts({ 'de-DE': 'Kontakt', 'en-GB': 'Contact' }),
    languages: ['de-DE', 'en-GB'],
    status,
    statusChip: status,
    document: { schemaVersion: 1, sections: [{ id: 'main', blocks: [] }] },
  });

/** The fake API: the page in `status`, the check answering `findings`, saves answered as stored. */
const server =
  (status: 'active' | 'inactive', findings: unknown[]): GraphqlHandler =>
  (call) => {
    switch (call.operationName) {
      case 'AdminContentPage':
        return data({ adminContentPage: page(status) });
      case 'ContentPagePublishCheck':
        return data({ contentPagePublishCheck: findings });
      case 'UpdateContentPage':
        return data({ updateContentPage: { ...page(status), version: 4 } });
      case 'SetContentPageStatus':
        return data({ setContentPageStatus: { ...page('active'), version: 5 } });
      default:
        return data({});
    }
  };

const browser = contentPagesBrowser();

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
/** What saving sent (the page's own reads left out: the page and its list of versions). */
const sent = (calls: GraphqlCall[]) =>
  calls
    .map((call) => call.operationName)
    .filter((name) => name !== 'AdminContentPage' && name !== 'AdminContentPageVersions');

async function activate(page: Page) {
  await page.getByTestId('page-status').click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await page.getByTestId('save-page').click();
}

describe('publishing a page', { timeout: 60_000 }, () => {
  it('lists what the check found and asks first: Cancel saves nothing, "Publish anyway" publishes', async () => {
    const { page, calls } = await browser.open('/admin/pages/p2', server('inactive', SAMPLE_FINDINGS));
    await eventually(() => field(page, 'title.de-DE').inputValue()).toBe('Kontakt');
    await field(page, 'seoTitle.de-DE').fill('Kontakt und Anfahrt zur Druckerei');
    await activate(page);

    const question = page.getByTestId('confirm-dialog');
    await eventually(() => question.textContent()).toContain('Before publishing');
    const findings = question.getByTestId('publish-finding');
    await eventually(() => findings.allTextContents()).toEqual([
      'No SEO titlePage settings · English (United Kingdom)',
      'Image without alternative textImage “photo” · German (Germany)Go to block',
      'Too little contrast between text and background (3.5:1, at least 4.5:1).Section “offer”',
    ]);
    // The check saw the page as it would go live: the SEO title just typed.
    const check = calls.find((call) => call.operationName === 'ContentPagePublishCheck')!;
    expect(check.variables).toMatchObject({
      id: 'p2',
      input: { seoTitle: [{ language: 'de-DE', text: 'Kontakt und Anfahrt zur Druckerei' }] },
    });

    await question.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => question.count()).toBe(0);
    expect(sent(calls)).toEqual(['ContentPagePublishCheck']);

    await page.getByTestId('save-page').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Publish anyway' }).click();
    await eventually(() => toasts(page)).toContain('Page saved');
    expect(sent(calls)).toEqual([
      'ContentPagePublishCheck',
      'ContentPagePublishCheck',
      'UpdateContentPage',
      'SetContentPageStatus',
    ]);
  });

  it("opens the builder at a finding's block; the settings typed are kept or dropped as the admin says", async () => {
    const { page, calls } = await browser.open('/admin/pages/p2', server('inactive', SAMPLE_FINDINGS));
    await eventually(() => field(page, 'title.de-DE').inputValue()).toBe('Kontakt');
    await activate(page);
    const question = page.getByTestId('confirm-dialog');
    await question.getByTestId('publish-finding').nth(1).getByRole('button', { name: 'Go to block' }).click();
    // The status just chosen is not saved yet: leaving asks, as leaving any changed form does.
    await page.getByTestId('unsaved-changes-dialog').getByTestId('unsaved-discard').click();
    await eventually(() => page.getByTestId('location').textContent()).toBe(
      '/admin/pages/p2/edit?block=photo',
    );
    expect(await page.getByTestId('builder-page').count()).toBe(1);
    expect(sent(calls)).toEqual(['ContentPagePublishCheck']);
  });

  it('publishes at once when the check finds nothing, and saving a live page asks no check', async () => {
    const clean = await browser.open('/admin/pages/p2', server('inactive', []));
    await eventually(() => field(clean.page, 'title.de-DE').inputValue()).toBe('Kontakt');
    await activate(clean.page);
    await eventually(() => toasts(clean.page)).toContain('Page saved');
    expect(await clean.page.getByTestId('confirm-dialog').count()).toBe(0);
    expect(sent(clean.calls)).toEqual([
      'ContentPagePublishCheck',
      'UpdateContentPage',
      'SetContentPageStatus',
    ]);

    const live = await browser.open('/admin/pages/p2', server('active', SAMPLE_FINDINGS));
    await eventually(() => field(live.page, 'title.de-DE').inputValue()).toBe('Kontakt');
    await field(live.page, 'title.en-GB').fill('Contact us');
    await live.page.getByTestId('save-page').click();
    await eventually(() => toasts(live.page)).toContain('Page saved');
    expect(sent(live.calls)).toEqual(['UpdateContentPage']);
  });
});

describe('the findings list', { timeout: 60_000 }, () => {
  it('takes the editor to the block a finding belongs to', async () => {
    const { page } = await browser.open('/publish-check-list', server('inactive', []));
    const findings = page.getByTestId('publish-finding');
    await eventually(() => findings.count()).toBe(3);
    // Only a block's finding has the way there (the page's settings and a section's colours have none).
    expect(await findings.nth(0).getByRole('button').count()).toBe(0);
    expect(await findings.nth(2).getByRole('button').count()).toBe(0);
    await findings.nth(1).getByRole('button', { name: 'Go to block' }).click();
    await eventually(() => page.getByTestId('selected-block').textContent()).toBe('photo');
  });
});
