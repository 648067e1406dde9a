import type { ServerModule } from '../../platform/server-module.ts';

/** The shop's activity log: what admins and the shop did, for the dashboard and the Activity page. */
export const auditModule: ServerModule = {
  name: 'audit',
};
