import type { ServerModule } from '../server-module.ts';
import { registerDemoImageRoute } from './demo-image-route.ts';
import { seedDemoHistory } from './demo-history.ts';
import { demoTenants } from './demo-tenants.ts';
import { seedDemoData } from './seed-demo.ts';

/** The two demo shops of an empty embedded database, and their generated product pictures. */
export const demoModule: ServerModule = {
  name: 'demo',
  routes: (app, { database, tenants }) => registerDemoImageRoute(app, { database, tenants }),
  seedDemo: async (database, { history }) => {
    const created = await seedDemoData(database, demoTenants);
    // Only into shops created just now: a restart never adds a second past to a shop in use.
    if (history) await seedDemoHistory(database, demoTenants, created);
    return created;
  },
};
