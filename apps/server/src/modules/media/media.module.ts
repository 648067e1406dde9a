import type { ServerModule } from '../../platform/server-module.ts';
import { registerMediaRoutes } from './media.routes.ts';
import { thumbnailJob } from './thumbnail-job.ts';

/** Uploaded images (shoppers' print images, admins' product images): checked, stored, served with their thumbnails. */
export const mediaModule: ServerModule = {
  name: 'media',
  schema: () => import('./media.schema.ts'),
  routes: (app, { database, tenants, media }) => registerMediaRoutes(app, { database, tenants, media }),
  jobs: ({ database, media }) => [thumbnailJob({ database, storage: media })],
};
