import type { ServerModule } from '../server-module.ts';
import { contentSitemapEntries } from './content-page-reads.ts';
import { contentPages, contentPageSlugs, contentPageVersions } from './content.tables.ts';
import { pageWindowJob } from './page-window-job.ts';

/** The shop's CMS pages (issue 25): pages of blocks, their addresses per language and saved versions. */
export const contentModule: ServerModule = {
  name: 'content',
  schema: () => import('./content.schema.ts'),
  // Scheduled pages' times: the shop's kept pages are made afresh when one passes.
  jobs: ({ database }) => [pageWindowJob(database)],
  contributes: {
    // The live pages' addresses, for /sitemap.xml (seo).
    sitemapEntries: [contentSitemapEntries],
    // The shop shows pages and finds them by slug (migration 0018).
    publicContentTables: [contentPages, contentPageSlugs],
    // Pictures of pages (image blocks, social images) and of their kept versions (a restore brings
    // them back): the media cleanup keeps every file they name.
    mediaReferences: [
      { name: 'CMS pages', table: contentPages, columns: [contentPages.document, contentPages.socialImage] },
      { name: 'CMS page versions', table: contentPageVersions, columns: [contentPageVersions.document] },
    ],
    // Calls outside services (the stock photo provider, RSS feeds): no transaction is held meanwhile.
    outsideTransactionFields: ['stockPhotos', 'useStockPhoto', 'contentPageFeeds'],
  },
};
