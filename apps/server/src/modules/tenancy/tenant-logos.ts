import { isDeepStrictEqual } from 'node:util';
import { checkLogoSize, LOGO_KINDS, type LogoKind } from '@print/core/media/logo-rules';
import type { FieldErrors } from '@print/core/tenancy/tenant-wizard';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { invalidInput } from '../../platform/errors.ts';
import type { TenantChanges } from '../../platform/events/tenant-changes.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { lockTenantSettings } from './tenancy.service.ts';
import { tenants } from './tenancy.tables.ts';
import { uploadedImageSize } from './tenant-setup-contributions.ts';
import { saveTenantSettingsSection } from './tenant-settings-save.ts';

// A shop's logos (spec §3 Media, decision 0097): media ids in `settings.logos`, one per kind. The setup
// wizard's Logos & icons step and the Settings tab's section change them through the same check: each
// picture set is an uploaded picture of this tenant whose size fits its kind (@print/core logo-rules,
// which the browser ran before uploading it).

/** The stored logos: a kind left out has none. */
export type StoredLogos = Partial<Record<LogoKind, string>>;
/** A change: a kind given an id gets that picture, a kind given null loses its own, a kind left out stays. */
export type LogoChange = Partial<Record<LogoKind, string | null>>;
/** Every kind with its picture's media id, or null for none (as the GraphQL type shows them). */
export type LogosView = Record<LogoKind, string | null>;

export const logosView = (stored: StoredLogos | undefined): LogosView =>
  Object.fromEntries(LOGO_KINDS.map((kind) => [kind, stored?.[kind] ?? null])) as LogosView;

/**
 * The logos after a change, each picture set checked again here: one this tenant did not upload (another
 * shop's id finds no row under row-level security) is refused like a missing one, one of the wrong size
 * with the message the browser showed. The picture stays share-locked until the transaction ends, so the
 * unused-media cleanup either sees the logo naming it or has deleted it before (then it is refused).
 */
export async function logosAfter(
  tx: Tx,
  stored: StoredLogos | undefined,
  change: LogoChange,
): Promise<StoredLogos> {
  const logos: StoredLogos = { ...stored };
  const errors: FieldErrors = {};
  for (const kind of LOGO_KINDS) {
    if (!(kind in change)) continue;
    const id = change[kind];
    if (!id) {
      delete logos[kind];
      continue;
    }
    const size = await uploadedImageSize(tx, id);
    const error = size ? checkLogoSize(kind, size) : { key: 'validation.required' };
    if (error) errors[kind] = error;
    // As the media row has it (lower case): the unused-media cleanup looks for it so.
    else logos[kind] = id.toLowerCase();
  }
  const [first] = Object.values(errors);
  if (first) throw invalidInput(first.key, errors, first.params);
  return logos;
}

/**
 * Changes the request tenant's logos (an active shop's Settings tab, or the tenant the platform operator
 * acts for), one save of its settings at a time: the same change twice at once is saved and logged once.
 * The shop's next page shows them (the tenant row is public content: its write drops the cached pages).
 */
export async function saveTenantLogos(
  ctx: ServiceContext,
  tenantChanges: TenantChanges,
  change: LogoChange,
): Promise<StoredLogos> {
  await lockTenantSettings(ctx.tx, ctx.tenant.id);
  // Read under the lock, not from the request's tenant: a save just committed counts.
  const [row] = await ctx.tx
    .select({ logos: sql<StoredLogos | null>`${tenants.settings}->'logos'` })
    .from(tenants)
    .where(eq(tenants.id, ctx.tenant.id));
  const stored = row?.logos ?? {};
  const logos = await logosAfter(ctx.tx, stored, change);
  if (!isDeepStrictEqual(logos, stored)) await saveTenantSettingsSection(ctx, tenantChanges, 'logos', logos);
  return logos;
}
