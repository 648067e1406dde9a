import type { ServerModule } from '../../platform/server-module.ts';
import { registerMediaRoutes } from './media.routes.ts';

/** Shoppers' uploaded print images: checked, stored, served with their thumbnails. */
export const mediaModule: ServerModule = {
  name: 'media',
  schema: () => import('./media.schema.ts'),
  routes: (app, { database, tenants, media }) => registerMediaRoutes(app, { database, tenants, media }),
};
