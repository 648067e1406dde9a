import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { openHarness, type GraphqlHandler } from '../../../testing/browser-driver.ts';
import { harnessBrowser } from '../../../testing/harness-browser.ts';
import type { ContentPagesHarnessConfig } from './harness.tsx';

// What the CMS pages' browser tests share: the browser on the pages' harness (harness.tsx), a page as
// the admin's API returns it, and small page helpers.

const HARNESS = fileURLToPath(new URL('./harness.tsx', import.meta.url));

/**
 * Registers the browser for this test file; `open(path, handler?)` shows the harness at an address
 * (/admin/pages, /admin/pages/p2…) with the test's fake API (`defaultHandler` when it names none).
 */
export const contentPagesBrowser = (defaultHandler: GraphqlHandler) =>
  harnessBrowser((browser, path: string, handler: GraphqlHandler = defaultHandler) => {
    const config: ContentPagesHarnessConfig = { path };
    return openHarness(browser, { entry: HARNESS, config, handler, readyTestId: 'location' });
  });

/** Localised texts as the API sends them: `[{ language, text }]`. */
export const texts = (entries: Record<string, string>) =>
  Object.entries(entries).map(([language, text]) => ({ language, text }));

/** A page as the admin's API returns it: German only, inactive, at version 3; `extra` overrides. */
export const adminPage = (id: string, title: string, slug: string, extra: Record<string, unknown> = {}) => ({
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

/** The toasts shown, as one text. */
export const toasts = (page: Page) => page.locator('.Toastify').textContent();
