import type { ServerModule } from '../server-module.ts';
import { registerAuthRoutes } from './auth.routes.ts';

/** Sign-in with password and mailed code, sessions, sign-up and password reset (REST). */
export const authModule: ServerModule = {
  name: 'auth',
  routes: (app, { database, kv, tenants, sessions, authLimits }) =>
    registerAuthRoutes(app, { database, kv, tenants, sessions, limits: authLimits }),
};
