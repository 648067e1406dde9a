import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { enterTenantScope, withSystem } from '../../platform/db/tenant-scope.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { settingsSaved } from '../../platform/events/settings-saved.ts';
import type { TenantChanges } from '../../platform/events/tenant-changes.ts';
import type { ServiceContextParts } from '../../platform/service-context.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { storedFilesOf } from './tenant-setup-contributions.ts';
import { tenants } from './tenancy.tables.ts';

// Deleting a setup the platform operator abandoned (decision 0097): the tenant row goes on the
// privileged path (app_user may not delete tenants), and with it, by their foreign keys, every row the
// setup made in it: languages, settings and, had it got that far, domains, pages, theme and roles; the
// uploaded logos' files go from the media storage in the same transaction. An active tenant is refused.

/** The log's name of the deletion, kept in the operator's own shop (the deleted one's log goes with it). */
export const DELETE_SETUP_SECTION = 'tenants.deleteSetup';

/**
 * Deletes the tenant `id` if it is still being set up, and answers its id; a tenant already deleted (the
 * same call twice at once: the second waits for the first's lock, then finds nothing) answers the same.
 */
export async function deleteTenantSetup(
  ctx: ServiceContextParts,
  deps: { database: Database; media: MediaStorage; tenantChanges: TenantChanges },
  id: string,
): Promise<string> {
  if (!isUuid(id)) throw notFound('admin.wizardResumeMissing');
  // Where the operator's account lives: the request's tenant, or the one they act from.
  const home = ctx.user?.actingFrom ?? ctx.tenant.id;
  if (id === home) throw conflict('admin.tenantDeleteActive');
  const deleted = await withSystem(deps.database, async (tx) => {
    const [row] = await tx
      .select({ slug: tenants.slug, name: tenants.name, status: tenants.status })
      .from(tenants)
      .where(eq(tenants.id, id))
      .for('update');
    if (!row) return null;
    if (row.status !== 'setup') throw conflict('admin.tenantDeleteActive');
    const files = await storedFilesOf(tx, id);
    await tx.delete(tenants).where(eq(tenants.id, id));
    await enterTenantScope(tx, home);
    await settingsSaved({ ...ctx, tx }, DELETE_SETUP_SECTION, {
      tenantId: id,
      slug: row.slug,
      companyName: row.name,
    });
    return { files };
  });
  if (!deleted) return id;
  deps.tenantChanges.changed(id);
  // After the commit: a file left over by a failed removal costs storage only, while files removed before
  // a failed commit would leave the setup's rows pointing at nothing.
  for (const name of deleted.files)
    await deps.media.remove(id, name).catch((error: unknown) => {
      ctx.log.warn({ err: error, tenantId: id, file: name }, 'removing a deleted setup’s file failed');
    });
  return id;
}
