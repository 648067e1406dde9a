import type { ScaleInput } from '@print/core/pricing/price-list-rules';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { pricedProducts, type ListVariant } from './priced-products.ts';
import { priceScales } from './price-scales.tables.ts';

// The scales of a price list: read, compared with what the admin wants, and changed in place (only
// the rows that differ), in the statements a 10,000-row import needs and no more.

export type StoredScale = ScaleInput & { id: string };

export async function scalesOfList(tx: Tx, priceListId: string): Promise<StoredScale[]> {
  return tx
    .select({
      id: priceScales.id,
      variantId: priceScales.variantId,
      minQuantity: priceScales.minQuantity,
      unitPriceMinor: priceScales.unitPriceMinor,
    })
    .from(priceScales)
    .where(eq(priceScales.priceListId, priceListId))
    .orderBy(asc(priceScales.variantId), asc(priceScales.minQuantity));
}

export type { ListVariant };

/** The variants of the products priced by the list: those a scale may be given for. */
export function variantsOfList(tx: Tx, priceListId: string): Promise<ListVariant[]> {
  return pricedProducts().variantsOfList(tx, priceListId);
}

export type ScaleDiff = {
  added: ScaleInput[];
  changed: { id: string; before: StoredScale; after: ScaleInput }[];
  removed: StoredScale[];
  unchanged: number;
};

const keyOf = (scale: ScaleInput) => `${scale.variantId ?? ''}|${scale.minQuantity}`;

/** What turns `current` into `next` (each quantity once per variant in `next`; later rows win). */
export function diffScales(current: readonly StoredScale[], next: readonly ScaleInput[]): ScaleDiff {
  const wanted = new Map(next.map((scale) => [keyOf(scale), scale]));
  const diff: ScaleDiff = { added: [], changed: [], removed: [], unchanged: 0 };
  const seen = new Set<string>();
  for (const scale of current) {
    const key = keyOf(scale);
    const after = seen.has(key) ? undefined : wanted.get(key);
    seen.add(key);
    if (!after) diff.removed.push(scale);
    else if (after.unitPriceMinor !== scale.unitPriceMinor)
      diff.changed.push({ id: scale.id, before: scale, after });
    else diff.unchanged += 1;
  }
  for (const [key, scale] of wanted) if (!seen.has(key)) diff.added.push(scale);
  return diff;
}

/** Rows per statement: well below PostgreSQL's 65,535 parameters. */
const CHUNK = 5_000;
const chunks = <T>(items: readonly T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Writes a diff: one statement per 5,000 removed, changed or added scales. */
export async function applyScaleChanges(
  tx: Tx,
  priceListId: string,
  diff: Pick<ScaleDiff, 'added' | 'changed' | 'removed'>,
): Promise<void> {
  for (const part of chunks(diff.removed)) {
    await tx.delete(priceScales).where(
      inArray(
        priceScales.id,
        part.map((scale) => scale.id),
      ),
    );
  }
  for (const part of chunks(diff.changed)) {
    const values = sql.join(
      part.map((change) => sql`(${change.id}::uuid, ${change.after.unitPriceMinor}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update ${priceScales} as s set unit_price_minor = v.price
      from (values ${values}) as v(id, price) where s.id = v.id`);
  }
  for (const part of chunks(diff.added)) {
    await tx.insert(priceScales).values(
      part.map((scale) => ({
        priceListId,
        variantId: scale.variantId,
        minQuantity: scale.minQuantity,
        unitPriceMinor: scale.unitPriceMinor,
      })),
    );
  }
}
