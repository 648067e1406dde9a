import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
import type { ServerModule } from '../server-module.ts';
import { contentPageTexts } from './content-page-texts.ts';
import { contentSitemapEntries } from './content-page-reads.ts';
import { contentTenantSetup } from './content-tenant-setup.ts';
import { contentPages, contentPageSlugs, contentPageVersions } from './content.tables.ts';
import { pageWindowJob } from './page-window-job.ts';
import { aiTaskJob } from './ai-task-job.ts';
import { aiTaskSweepJob } from './ai-tasks.ts';

/** The shop's CMS pages (issue 25): pages of blocks, their addresses per language and saved versions. */
export const contentModule: ServerModule = {
  name: 'content',
  schema: () => import('./content.schema.ts'),
  // Scheduled pages' times: the shop's kept pages are made afresh when one passes. The AI's tasks
  // (decision 0076), and their sweep for what a queue missed.
  jobs: ({ database, services, log, send }) => [
    pageWindowJob(database),
    aiTaskJob({ database, services, log }) as JobDefinition<never>,
    aiTaskSweepJob(database, send),
  ],
  contributes: {
    // A tenant the setup wizard finishes gets its legal pages and a home page, inactive to fill in.
    tenantSetup: [contentTenantSetup],
    // The live pages' addresses, for /sitemap.xml (seo).
    sitemapEntries: [contentSitemapEntries],
    // Page titles in the translations admin (issue 27).
    translatableTexts: [contentPageTexts],
    // The shop shows pages and finds them by slug (migration 0018).
    publicContentTables: [contentPages, contentPageSlugs],
    // Pictures of pages (image blocks, social images) and of their kept versions (a restore brings
    // them back): the media cleanup keeps every file they name.
    mediaReferences: [
      { name: 'CMS pages', table: contentPages, columns: [contentPages.document, contentPages.socialImage] },
      { name: 'CMS page versions', table: contentPageVersions, columns: [contentPageVersions.document] },
    ],
    // Calls outside services (the stock photo provider, RSS feeds (a page's or a draft's), the AI writing a block again): no
    // transaction is held meanwhile.
    outsideTransactionFields: [
      'stockPhotos',
      'useStockPhoto',
      'contentPageFeeds',
      'contentDraftBlockData',
      'regenerateContentBlockWithAi',
    ],
  },
};
