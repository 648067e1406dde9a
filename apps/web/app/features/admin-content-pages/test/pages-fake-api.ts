import {
  data,
  type GraphqlCall,
  type GraphqlHandler,
  type GraphqlReply,
} from '../../../testing/browser-driver.ts';
import { adminPage, KONTAKT_VERSIONS, texts } from './content-pages-test-kit.ts';

// The fake API of the pages list and a page's settings (content-pages-list and content-page-settings
// browser tests): three pages, their versions, saves answered as stored.

export const PAGES = [
  adminPage('p1', 'Impressum', 'impressum', {
    kind: 'imprint',
    status: 'active',
    statusChip: 'active',
    titles: texts({ 'de-DE': 'Impressum', 'en-GB': 'Imprint' }),
    slugs: texts({ 'de-DE': 'impressum', 'en-GB': 'imprint' }),
    languages: ['de-DE', 'en-GB'],
  }),
  adminPage('p2', 'Kontakt', 'kontakt'),
  adminPage('p3', 'Sommeraktion', 'sommer', {
    status: 'active',
    statusChip: 'scheduled',
    publishAt: '2027-06-01T08:00:00.000Z',
    updatedByName: null,
  }),
];

const QUERIES = [
  'AdminContentPages',
  'AdminContentPage',
  'AdminContentPageVersions',
  'AdminContentPageVersion',
  'PageTemplates',
  // The publish check before activating is a question, not a change (publish-check.browser.test.ts).
  'ContentPagePublishCheck',
];

/** The fake API: the pages above, saves answered as stored; `overrides` answer an operation otherwise. */
export const pagesServer =
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
        return data({ createContentPage: adminPage('p9', 'Über uns', 'ueber-uns') });
      case 'UpdateContentPage':
        return data({ updateContentPage: { ...PAGES[1], version: 4 } });
      case 'SetContentPageStatus':
        return data({ setContentPageStatus: { ...PAGES[1], version: 4, status: variables.status } });
      case 'DeleteContentPage':
        return data({ deleteContentPage: true });
      case 'AdminContentPageVersions':
        return data({ adminContentPageVersions: KONTAKT_VERSIONS });
      default:
        return data({});
    }
  };

/** The changes sent (every operation but the reads), with their variables. */
export const changes = (calls: GraphqlCall[]) =>
  calls
    .filter((call) => !QUERIES.includes(call.operationName))
    .map((call) => [call.operationName, call.variables]);

/** The server's refusal that names no input, with its values (e.g. the page's title). */
export const refusal = (key: string, params: Record<string, string>): GraphqlReply => ({
  body: { data: null, errors: [{ message: key, extensions: { code: 'BAD_USER_INPUT', key, params } }] },
});
