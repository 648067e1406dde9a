import type { ServerModule } from '../../platform/server-module.ts';
import { registerDemoImageRoute } from './demo-image-route.ts';
import { seedDemoData } from './seed-demo.ts';

/** The two demo shops of an empty embedded database, and their generated product pictures. */
export const demoModule: ServerModule = {
  name: 'demo',
  routes: (app, { database, tenants }) => registerDemoImageRoute(app, { database, tenants }),
  seedDemo: (database) => seedDemoData(database),
};
