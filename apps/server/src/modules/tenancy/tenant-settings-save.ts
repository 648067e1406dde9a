import { onCommit } from '../../platform/db/tenant-scope.ts';
import { settingsSaved } from '../../platform/events/settings-saved.ts';
import type { TenantChanges } from '../../platform/events/tenant-changes.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { updateTenantSettingsSection } from './tenancy.service.ts';

/**
 * Saves one section of the request tenant's settings from an admin mutation. Once the operation commits,
 * this instance's page caches forget the tenant, so the admin's next page (and every shopper's on this
 * instance) shows the change at once (decision 0006). The save is recorded in the activity log — when
 * it changes anything (the section, or `alsoChanged`: what the caller saved beside it), so the same save
 * twice at once is recorded once. `tenantChanges`: this process's notice (AppServices), which jobs have too.
 */
export async function saveTenantSettingsSection(
  ctx: ServiceContext,
  tenantChanges: TenantChanges,
  section: string,
  value: unknown,
  alsoChanged = false,
): Promise<void> {
  const changed = await updateTenantSettingsSection(ctx.tx, ctx.tenant.id, section, value);
  if (changed || alsoChanged) await tenantSettingsChanged(ctx, tenantChanges, section);
}

/**
 * Records a save of the request tenant's settings that changed something (in the activity log, as
 * `section`) and announces it once the operation commits: for saves that write more than one section
 * or a column of the tenant row (the general settings).
 */
export async function tenantSettingsChanged(
  ctx: ServiceContext,
  tenantChanges: TenantChanges,
  section: string,
): Promise<void> {
  await settingsSaved(ctx, section);
  const tenantId = ctx.tenant.id;
  onCommit(() => tenantChanges.changed(tenantId));
}
