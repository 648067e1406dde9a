import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { translationStates } from './translation-states.tables.ts';

// Reading and writing translation_state rows (decision 0086). A text's revision is the highest revision
// of its languages' rows (0 without rows); every save moves all its rows to the next one.

export type StateRow = typeof translationStates.$inferSelect;

/** The rows of these addresses by address, then language. */
export async function stateRowsOf(tx: Tx, addresses: readonly string[]) {
  const byAddress = new Map<string, Map<string, StateRow>>();
  if (!addresses.length) return byAddress;
  const rows = await tx
    .select()
    .from(translationStates)
    .where(inArray(translationStates.address, [...addresses]));
  for (const row of rows) {
    const languages = byAddress.get(row.address) ?? new Map<string, StateRow>();
    languages.set(row.languageCode, row);
    byAddress.set(row.address, languages);
  }
  return byAddress;
}

export const revisionOf = (rows: ReadonlyMap<string, StateRow> | undefined) =>
  Math.max(0, ...[...(rows?.values() ?? [])].map((row) => row.revision));

/**
 * Holds every change of this text until the transaction ends: two saves at once are serialised, so
 * the second reads the first's revision (and is refused or answered as the same save).
 */
export async function lockAddress(tx: Tx, address: string): Promise<void> {
  // Per tenant: shops saving the same catalogue key do not wait for each other.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('translation:' || current_setting('app.tenant_id') || ':' || ${address}))`,
  );
}

type StateChange = Partial<
  Pick<
    StateRow,
    'state' | 'locked' | 'sourceHash' | 'suggestion' | 'suggestedBy' | 'seenOn' | 'revision' | 'updatedBy'
  >
>;

/** Creates or changes one language's row. */
export async function writeState(tx: Tx, address: string, languageCode: string, change: StateChange) {
  await tx
    .insert(translationStates)
    .values({ address, languageCode, ...change })
    .onConflictDoUpdate({
      target: [translationStates.tenantId, translationStates.address, translationStates.languageCode],
      set: { ...change, updatedAt: sql`now()` },
    });
}

/** Moves the other languages' rows of the text to `revision` too (one revision per text). */
export async function bumpRevision(tx: Tx, address: string, revision: number) {
  await tx
    .update(translationStates)
    .set({ revision })
    .where(and(eq(translationStates.address, address), sql`${translationStates.revision} < ${revision}`));
}
