import { fileURLToPath } from 'node:url';
import { data, openHarness, type GraphqlHandler } from '../../../testing/browser-driver.ts';
import { harnessBrowser } from '../../../testing/harness-browser.ts';
import type { ContentPagesHarnessConfig } from './harness.tsx';

// What the CMS pages' browser tests share: the browser on the pages' harness (harness.tsx), a page as
// the admin's API returns it, and small page helpers.

const HARNESS = fileURLToPath(new URL('./harness.tsx', import.meta.url));

/**
 * Registers the browser for this test file; `open(path, handler?)` shows the harness at an address
 * (/admin/pages, /admin/pages/p2…) with the test's fake API (`defaultHandler` when it names none;
 * without either, every request is answered with empty data).
 */
export const contentPagesBrowser = (defaultHandler: GraphqlHandler = () => data({})) =>
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

/** The versions of the page Kontakt (p2), which is at version 3: the first one by nobody known. */
export const KONTAKT_VERSIONS = [3, 2, 1].map((version) => ({
  version,
  savedAt: `2026-11-0${version}T09:30:00.000Z`,
  savedByName: version === 1 ? null : 'Anna Admin',
  title: version === 1 ? 'Kontakt (Entwurf)' : 'Kontakt',
}));
