import { jobQueueOf } from '../../platform/jobs/job-queue.ts';
import type { ServerModule } from '../server-module.ts';
import { removeUnusedMediaJob } from './media-cleanup.ts';
import { storedFilesOf, uploadedImageSize } from './media-tenant-setup.ts';
import { registerMediaRoutes } from './media.routes.ts';
import { thumbnailJob } from './thumbnail-job.ts';
import { thumbnailSweepJob } from './thumbnail-sweep.ts';

/** Uploaded images (shoppers' print images, admins' product images): checked, stored, served with their thumbnails. */
export const mediaModule: ServerModule = {
  name: 'media',
  schema: () => import('./media.schema.ts'),
  routes: (app, { database, tenants, media }) => registerMediaRoutes(app, { database, tenants, media }),
  // Decoding an upload takes CPU time: no transaction is held meanwhile (media.schema.ts).
  contributes: {
    outsideTransactionFields: ['uploadPrintImage'],
    // The setup wizard checks a logo's size on the server too (tenancy/tenant-wizard-steps.ts).
    uploadedImageSize: [uploadedImageSize],
    // Deleting an abandoned setup deletes its uploaded logos' files (tenancy/tenant-setup-delete.ts).
    storedFilesOf: [storedFilesOf],
  },
  jobs: ({ database, media, log, mediaReferences }) => [
    thumbnailJob({ database, storage: media }),
    thumbnailSweepJob({
      database,
      log,
      queue: () => {
        const queue = jobQueueOf(database);
        if (!queue) throw new Error('the job queue is not running');
        return queue;
      },
    }),
    removeUnusedMediaJob({ database, storage: media, sources: mediaReferences, log }),
  ],
};
