import type { SettingsSavedListener } from '../../platform/events/settings-saved.ts';
import type { ServerModule } from '../server-module.ts';
import { actorOf, recordActivity } from './audit.service.ts';

// Settings are saved by the tenancy module, below this one: it announces each save (settings-saved.ts)
// and the log records it, labelled by the section's name (header, orderWorkflow, …).
const recordSettingsSave: SettingsSavedListener = (ctx, section, details) =>
  recordActivity(ctx.tx, actorOf(ctx.user), {
    action: 'settings.update',
    entityType: 'settings',
    entityId: section,
    entityLabel: section,
    ...(details ? { details } : {}),
  });

/** The shop's activity log: what admins and the shop did, for the dashboard and the Activity page. */
export const auditModule: ServerModule = {
  name: 'audit',
  schema: () => import('./audit.schema.ts'),
  contributes: { settingsSaved: [recordSettingsSave] },
};
