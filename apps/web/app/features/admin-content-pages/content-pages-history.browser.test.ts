import { describe, expect, it } from 'vitest';
import { templateGroups } from './templates/test/template-fixtures.ts';
import { data, userInputError, type GraphqlCall, type GraphqlHandler } from '../../testing/browser-driver.ts';
import { eventually, toasts } from '../../testing/harness-browser.ts';
import { adminPage, contentPagesBrowser, KONTAKT_VERSIONS } from './test/content-pages-test-kit.ts';

// A page's versions and copies in Chromium (issue 25): the versions list (number, when, who), a
// version shown in the shop's own page, restoring one after asking (with the version the screen shows, and the
// server's refusal when the page moved on); duplicating a page from the list, once per click.

const KONTAKT = adminPage('p2', 'Kontakt', 'kontakt', {
  updatedAt: '2026-11-03T09:30:00.000Z',
  document: { schemaVersion: 1, sections: [] },
});

const OLD_DOCUMENT = {
  schemaVersion: 1,
  sections: [
    {
      id: 's',
      settings: {},
      blocks: [{ id: 'h', type: 'heading', props: { text: { 'de-DE': 'Alte Fassung' } } }],
    },
  ],
};

const server =
  (overrides: Record<string, GraphqlHandler> = {}): GraphqlHandler =>
  (call) => {
    const own = overrides[call.operationName];
    if (own) return own(call);
    const variables = call.variables as Record<string, unknown>;
    switch (call.operationName) {
      case 'AdminContentPages':
        return data({ adminContentPages: [KONTAKT] });
      case 'AdminContentPage':
        return data({ adminContentPage: KONTAKT });
      case 'AdminContentPageVersions':
        return data({ adminContentPageVersions: KONTAKT_VERSIONS });
      case 'AdminContentPageVersion':
        return data({
          adminContentPageVersion: {
            ...KONTAKT_VERSIONS[3 - (variables.version as number)],
            document: OLD_DOCUMENT,
          },
        });
      case 'RestoreContentPageVersion':
        return data({ restoreContentPageVersion: { ...KONTAKT, version: 4, document: OLD_DOCUMENT } });
      case 'DuplicateContentPage':
        return {
          ...data({ duplicateContentPage: { ...KONTAKT, id: 'p3', title: 'Kontakt (Kopie)' } }),
          delayMs: 300,
        };
      case 'PageTemplates':
        return data({ pageTemplates: templateGroups() });
      default:
        return data({});
    }
  };

const browser = contentPagesBrowser(server());

const changes = (calls: GraphqlCall[]) =>
  calls
    .filter((call) => /^(Restore|Duplicate|Create|Update|Delete)/.test(call.operationName))
    .map((call) => [call.operationName, call.variables]);

describe('a page’s versions', { timeout: 60_000 }, () => {
  it('lists every version with when and who, the current one marked and not restorable', async () => {
    const { page } = await browser.open('/admin/pages/p2');
    const current = page.getByTestId('page-version-3');
    await eventually(() => current.textContent()).toContain('Version 3');
    expect(await current.textContent()).toContain('Current');
    expect(await current.textContent()).toContain('by Anna Admin');
    expect(await page.getByTestId('restore-version-3').count()).toBe(0);
    expect(await page.getByTestId('page-version-1').textContent()).toContain('Kontakt (Entwurf)');
  });

  it('shows a version read-only and restores it after asking, naming the version the screen shows', async () => {
    const { page, calls } = await browser.open('/admin/pages/p2');
    await page.getByTestId('view-version-1').click();
    const dialog = page.getByTestId('page-version-dialog');
    await eventually(() => dialog.textContent()).toContain('Version 1 · Kontakt (Entwurf)');
    // Drawn in the shop's own page (the builder's canvas) of this page.
    const canvas = dialog.getByTestId('page-builder-canvas');
    await eventually(() => canvas.getAttribute('src')).toBe('/_page-preview?page=p2');
    await page.getByTestId('restore-shown-version').click();
    const question = page.getByTestId('confirm-dialog');
    await eventually(() => question.textContent()).toContain('Restore the content of version 1?');
    await question.getByRole('button', { name: 'Restore' }).click();
    await eventually(() => toasts(page)).toContain('Version 1 restored');
    expect(changes(calls)).toEqual([
      ['RestoreContentPageVersion', { id: 'p2', version: 1, expectedVersion: 3, language: 'de-DE' }],
    ]);
    await eventually(() => dialog.count()).toBe(0);
  });

  it('restores nothing when the question is cancelled, and says so when the page moved on meanwhile', async () => {
    const moved = () => userInputError('admin.pageChanged');
    const { page, calls } = await browser.open(
      '/admin/pages/p2',
      server({ RestoreContentPageVersion: moved }),
    );
    await page.getByTestId('restore-version-2').click();
    const question = page.getByTestId('confirm-dialog');
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect(changes(calls)).toEqual([]);
    await page.getByTestId('restore-version-2').click();
    await question.getByRole('button', { name: 'Restore' }).click();
    await eventually(() => toasts(page)).toContain('Someone else has saved the page in the meantime');
  });
});

describe('duplicating a page', { timeout: 60_000 }, () => {
  it('makes one copy per click (a double click is one) and names it', async () => {
    const { page, calls } = await browser.open('/admin/pages');
    const button = page.getByTestId('duplicate-page-Kontakt');
    await button.dblclick();
    await eventually(() => toasts(page)).toContain('Page duplicated: Kontakt (Kopie)');
    expect(changes(calls)).toEqual([['DuplicateContentPage', { id: 'p2', language: 'de-DE' }]]);
  });

  it("says why when the shop's page count is used up", async () => {
    const full = () => ({
      body: {
        data: null,
        errors: [
          {
            message: 'admin.pageLimitReached',
            extensions: { code: 'BAD_USER_INPUT', key: 'admin.pageLimitReached', params: { max: '50' } },
          },
        ],
      },
    });
    const { page } = await browser.open('/admin/pages', server({ DuplicateContentPage: full }));
    await page.getByTestId('duplicate-page-Kontakt').click();
    await eventually(() => toasts(page)).toContain('Your shop can have at most 50 pages');
  });
});
