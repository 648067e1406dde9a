import { graphqlAs, type CookieJar } from '../auth-helpers.ts';
import type { TestApp } from '../test-app.ts';
import { fixture, next, type Case } from './fixture.ts';

// CMS pages in the shop and their administration (modules/content).

const pageInput = (slug: string) => ({
  title: [
    { language: 'de-DE', text: 'Fuzz' },
    { language: 'en-GB', text: 'Fuzz' },
  ],
  slugs: [{ language: 'de-DE', text: slug }],
  seoTitle: [{ language: 'de-DE', text: 'Fuzz' }],
  seoDescription: [{ language: 'de-DE', text: 'Fuzz' }],
  socialImage: '/media/fuzz.png',
  document: {
    schemaVersion: 1,
    sections: [{ id: 's', blocks: [{ id: 'h', type: 'heading', props: { text: { 'de-DE': 'Fuzz' } } }] }],
  },
});

/** The fixture page's version now (a save or restore names the version it started from). */
async function refreshPageVersion({ t, admin }: { t: TestApp; admin: CookieJar }) {
  const { body } = await graphqlAs<{ adminContentPage: { version: number } }>(
    t,
    admin,
    'query V($id: ID!) { adminContentPage(id: $id) { version } }',
    { id: fixture.contentPageId },
  );
  fixture.contentPageVersion = body.data!.adminContentPage.version;
}

export const contentCases: Record<string, Case> = {
  contentPage: { base: () => ({ slug: 'imprint', language: 'de-DE' }) },
  contentHomePage: { base: () => ({ language: 'de-DE' }) },
  contentPagePublishCheck: {
    base: () => ({ id: fixture.contentPageId, input: pageInput('fuzzpruefung') }),
    jsonPaths: [['input', 'document', 'sections', 0, 'blocks', 0, 'props', 'text', 'de-DE']],
  },
  adminContentPages: { base: () => ({ language: 'de-DE' }) },
  adminContentPage: { base: () => ({ id: fixture.contentPageId, language: 'de-DE' }) },
  createContentPage: {
    base: () => ({ input: pageInput(`fuzz-${next()}`), language: 'de-DE' }),
    jsonPaths: [['input', 'document', 'sections', 0, 'blocks', 0, 'props', 'text', 'de-DE']],
  },
  updateContentPage: {
    base: () => ({
      id: fixture.contentPageId,
      expectedVersion: fixture.contentPageVersion,
      input: pageInput('fuzzseite'),
      language: 'de-DE',
    }),
    // Each save names the version it started from: the page's current one.
    before: refreshPageVersion,
    jsonPaths: [['input', 'document', 'sections', 0, 'blocks', 0, 'props', 'text', 'de-DE']],
  },
  setContentPageStatus: {
    base: () => ({
      id: fixture.contentPageId,
      status: 'inactive',
      publishAt: '2030-01-01T00:00:00.000Z',
      unpublishAt: null,
      language: 'de-DE',
    }),
  },
  deleteContentPage: { base: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  // No provider is configured here: the term and the id are checked, never stored.
  stockPhotos: { base: () => ({ query: 'business cards', page: 1 }) },
  useStockPhoto: { base: () => ({ photoId: 'bizcard-desk-1' }) },
  updateStockPhotoSettings: {
    base: () => ({ input: { appName: 'fuzz_app', accessKey: `fuzz-key-${next()}` } }),
  },
  adminContentPageVersions: {
    base: () => ({ pageId: fixture.contentPageId, first: 5, language: 'de-DE' }),
  },
  adminContentPageVersion: {
    base: () => ({ pageId: fixture.contentPageId, version: 1, language: 'de-DE' }),
  },
  restoreContentPageVersion: {
    base: () => ({
      id: fixture.contentPageId,
      version: 1,
      expectedVersion: fixture.contentPageVersion,
      language: 'de-DE',
    }),
    before: refreshPageVersion,
  },
  duplicateContentPage: { base: () => ({ id: fixture.contentPageId, language: 'de-DE' }) },
  // In-page editing (issue 27): the fixture page's heading, at the page's version now.
  editPageText: {
    base: () => ({
      pageId: fixture.contentPageId,
      blockId: 'h',
      path: 'text',
      language: 'de-DE',
      text: 'Fuzz',
      expectedVersion: fixture.contentPageVersion,
    }),
    before: refreshPageVersion,
  },
  pageTemplates: { base: () => ({ language: 'de-DE' }) },
  savePageTemplate: {
    base: () => ({
      input: {
        name: `Fuzz ${next()}`,
        description: 'Fuzz',
        category: 'sections',
        language: 'de-DE',
        document: pageInput('unused').document,
      },
      language: 'de-DE',
    }),
    jsonPaths: [['input', 'document', 'sections', 0, 'blocks', 0, 'props', 'text', 'de-DE']],
  },
  deletePageTemplate: { base: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  // The RSS blocks' items of a page (its own operation: it may fetch feeds) and the icon picker's search.
  contentPageFeeds: { base: () => ({ pageId: fixture.contentPageId }) },
  // A draft's feeds and icons for the page builder's canvas (an icon list only: no feed is fetched).
  contentDraftBlockData: {
    base: () => ({
      document: {
        schemaVersion: 1,
        sections: [
          { id: 's', blocks: [{ id: 'i', type: 'iconList', props: { items: [{ icon: 'truck' }] } }] },
        ],
      },
    }),
    jsonPaths: [['document', 'sections', 0, 'blocks', 0, 'props', 'items', 0, 'icon']],
  },
  pageIcons: { base: () => ({ search: 'truck', first: 5 }) },
  // The AI (issue 25); this app has none configured, so the prompts are checked and refused.
  contentAiTask: { base: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  generateContentPageWithAi: {
    base: () => ({ requestKey: '00000000-0000-4000-8000-000000000001', prompt: 'A page about flyers' }),
  },
  translateContentPageWithAi: {
    base: () => ({ requestKey: '00000000-0000-4000-8000-000000000002', pageId: fixture.contentPageId }),
  },
  generateContentBlocksWithAi: {
    base: () => ({
      requestKey: '00000000-0000-4000-8000-000000000003',
      pageId: fixture.contentPageId,
      prompt: 'Blocks about flyers',
    }),
  },
  regenerateContentBlockWithAi: {
    base: () => ({ pageId: fixture.contentPageId, blockId: 'h', prompt: 'Shorter', language: 'de-DE' }),
  },
};
