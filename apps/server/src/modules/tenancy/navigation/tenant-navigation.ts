import {
  checkNavigation,
  cleanNavEntry,
  readNavigation,
  type NavEntry,
} from '@print/core/tenancy/navigation';
import { eq } from 'drizzle-orm';
import { conflict, invalidInput } from '../../../platform/errors.ts';
import type { TenantChanges } from '../../../platform/events/tenant-changes.ts';
import type { ServiceContext } from '../../../platform/service-context.ts';
import { lockTenantSettings, updateTenantSettingsSection } from '../tenancy.service.ts';
import { tenants } from '../tenancy.tables.ts';
import { saveTenantSettingsSection } from '../tenant-settings-save.ts';

// The shop's own main navigation (tenant detail → Navigation), kept in the tenant's settings document:
// `navigation` (the entries) and `navigationRevision` (one more with every change), so a save made on
// an older state than the stored one is refused instead of overwriting another admin's change.

export type TenantNavigation = { entries: NavEntry[]; revision: number };

const revisionOf = (settings: unknown): number => {
  const value = (settings as { navigationRevision?: unknown } | null)?.navigationRevision;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
};

/** The stored navigation, read again inside the transaction (after the lock: the newest). */
export async function readTenantNavigation(ctx: ServiceContext): Promise<TenantNavigation> {
  const [row] = await ctx.tx
    .select({ settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, ctx.tenant.id));
  return { entries: readNavigation(row?.settings), revision: revisionOf(row?.settings) };
}

const same = (a: readonly NavEntry[], b: readonly NavEntry[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Replaces the entries when `revision` is the stored one. A save on an older revision is refused with
 * the navigation's "changed meanwhile" message, unless it asks for exactly what is stored (the same save
 * twice at once: the second finds its own entries and answers them).
 */
export async function updateTenantNavigation(
  ctx: ServiceContext,
  tenantChanges: TenantChanges,
  input: readonly NavEntry[],
  revision: number,
): Promise<TenantNavigation> {
  const entries = input.map(cleanNavEntry);
  const errors = checkNavigation(entries, ctx.tenant.defaultLanguage);
  const [first] = Object.values(errors);
  if (first) throw invalidInput(first.key, errors, first.params);

  await lockTenantSettings(ctx.tx, ctx.tenant.id);
  const stored = await readTenantNavigation(ctx);
  if (same(stored.entries, entries)) return stored;
  if (stored.revision !== revision) throw conflict('admin.navigationChangedMeanwhile');
  const next = stored.revision + 1;
  await updateTenantSettingsSection(ctx.tx, ctx.tenant.id, 'navigationRevision', next);
  // One activity entry, named 'navigation', for the entries and their revision.
  await saveTenantSettingsSection(ctx, tenantChanges, 'navigation', entries, true);
  return { entries, revision: next };
}
