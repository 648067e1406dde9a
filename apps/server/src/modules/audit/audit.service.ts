import type { Tx } from '../../platform/db/client.ts';
import { auditEntries } from './audit.tables.ts';

// The shop's activity log (decision 0039): every module records what an admin or the shop did through
// recordActivity, in the same transaction as the change, so a rolled-back change leaves no entry.

/** Who acted: a signed-in user as they are named now, or null for the system or an anonymous visitor. */
export type ActivityActor = { id: string; name: string } | null;

export type ActivityEntry = {
  /** `<entity>.<verb>`, e.g. 'product.create', 'priceList.import', 'category.move', 'order.placed'. */
  action: string;
  /** 'product' | 'priceList' | 'category' | 'role' | 'settings' | 'order' | … (the Activity filter). */
  entityType: string;
  entityId?: string | null;
  /** The entity's name as it is now (e.g. the product name in the tenant's default language). */
  entityLabel?: string;
  /**
   * The name in every language it has (a product's, a category's), so each admin reads it in their
   * own language; kept with the details, `entityLabel` stays the default language's (search, old rows).
   */
  entityLabels?: Readonly<Record<string, string>>;
  /** A few facts worth showing (changed fields, counts); never secrets, never whole records. */
  details?: Record<string, unknown>;
};

/** Where an entry's names per language are kept in its details. */
export const ENTITY_LABELS = 'entityLabels';

/**
 * The actor of a request's session user (GraphQLContext.user); temporary users count as anonymous. A
 * platform operator acting for this tenant (decision 0087) is named as such in the tenant's own log.
 */
export function actorOf(
  user: { userId: string; displayName: string; isTemporary: boolean; actingFrom?: string } | null,
): ActivityActor {
  if (!user || user.isTemporary) return null;
  const name = user.actingFrom ? `${user.displayName} (${OPERATOR_SUFFIX})` : user.displayName;
  return { id: user.userId, name };
}

/** How the log names a platform operator's changes (a stored name: one language, the platform's). */
export const OPERATOR_SUFFIX = 'platform operator';

/** Appends one entry to the current tenant's log (row-level security sets nothing else apart). */
export async function recordActivity(tx: Tx, actor: ActivityActor, entry: ActivityEntry): Promise<void> {
  await tx.insert(auditEntries).values({
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? '',
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    entityLabel: entry.entityLabel ?? '',
    details: entry.entityLabels
      ? { ...entry.details, [ENTITY_LABELS]: entry.entityLabels }
      : (entry.details ?? {}),
  });
}

/** An entry of a shop's past, with its own time: only the demo's made-up history writes these. */
export type PastActivityEntry = ActivityEntry & { at: Date; actor: ActivityActor };

/** Appends entries that happened earlier (the demo shops' history, demo-history.ts), in one statement. */
export async function addPastActivity(tx: Tx, entries: readonly PastActivityEntry[]) {
  if (!entries.length) return;
  await tx.insert(auditEntries).values(
    entries.map((entry) => ({
      at: entry.at,
      actorId: entry.actor?.id ?? null,
      actorName: entry.actor?.name ?? '',
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      entityLabel: entry.entityLabel ?? '',
      details: entry.details ?? {},
    })),
  );
}
