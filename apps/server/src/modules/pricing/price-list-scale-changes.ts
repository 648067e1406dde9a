import { MAX_SCALES, validateScale, type ScaleInput } from '@print/core/pricing/price-list-rules';
import type { ValidationError } from '@print/core/validation/messages';
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { invalidInput, notFound } from '../../platform/errors.ts';
import { recordActivity, type ActivityActor } from '../audit/audit.service.ts';
import { priceScales } from './price-scales.tables.ts';
import { scaleOfList, type ScaleView } from './price-list-scale-page.ts';
import { lockPriceList } from './price-lists.service.ts';
import { pricedProducts } from './priced-products.ts';

// The editor changes a list's scales one at a time (issue 15): a list may hold 10,000 scales, and a
// save sends only the scale it is about. Each change locks the list row first, like the import, so
// changes arriving at once run one after the other. Adding the same scale twice (a double submit)
// ends as once; removing a scale that is gone already changes nothing.

const field = (name: string) => `scale.${name}`;

function refuse(errors: Record<string, ValidationError>): never {
  const first = Object.values(errors)[0]!;
  throw invalidInput(
    first.key,
    Object.fromEntries(Object.entries(errors).map(([name, error]) => [field(name), error])),
    first.params,
  );
}

/** A variant of a product priced by the list: the only variants a scale may be for. */
async function isVariantOfList(tx: Tx, priceListId: string, variantId: string): Promise<boolean> {
  if (!isUuid(variantId)) return false;
  return pricedProducts().isVariantOfList(tx, priceListId, variantId);
}

/**
 * The shared rules, and a variant of the list's products. A scale that keeps the variant it has may
 * keep it even when its product no longer uses the list (the admin is changing the price only).
 */
async function check(tx: Tx, priceListId: string, scale: ScaleInput, keptVariantId: string | null) {
  const errors = validateScale(scale);
  if (
    scale.variantId !== null &&
    scale.variantId !== keptVariantId &&
    !(await isVariantOfList(tx, priceListId, scale.variantId))
  ) {
    errors.variantId = { key: 'admin.priceScaleUnknownVariant' };
  }
  if (Object.keys(errors).length) refuse(errors);
}

/** The list's scale for the same variant (or all variants) and quantity, other than `exceptId`. */
async function sameQuantity(tx: Tx, priceListId: string, scale: ScaleInput, exceptId: string | null) {
  const conditions: SQL[] = [
    eq(priceScales.priceListId, priceListId),
    eq(priceScales.minQuantity, scale.minQuantity),
    scale.variantId === null ? isNull(priceScales.variantId) : eq(priceScales.variantId, scale.variantId),
  ];
  if (exceptId) conditions.push(ne(priceScales.id, exceptId));
  const [found] = await tx
    .select({ id: priceScales.id, unitPriceMinor: priceScales.unitPriceMinor })
    .from(priceScales)
    .where(and(...conditions))
    .limit(1);
  return found ?? null;
}

const duplicate = (scale: ScaleInput) =>
  refuse({
    minQuantity: { key: 'admin.priceScaleDuplicate', params: { quantity: String(scale.minQuantity) } },
  });

async function logChange(
  tx: Tx,
  actor: ActivityActor,
  list: { id: string; name: string },
  scales: { added: number; changed: number; removed: number },
) {
  await recordActivity(tx, actor, {
    action: 'priceList.update',
    entityType: 'priceList',
    entityId: list.id,
    entityLabel: list.name,
    details: { changed: [], scales },
  });
}

/** Adds a scale; the same scale (variant, quantity and price) added again is the one already there. */
export async function addPriceScale(
  tx: Tx,
  actor: ActivityActor,
  priceListId: string,
  scale: ScaleInput,
): Promise<ScaleView> {
  const list = await lockPriceList(tx, priceListId);
  await check(tx, priceListId, scale, null);
  const existing = await sameQuantity(tx, priceListId, scale, null);
  if (existing) {
    if (existing.unitPriceMinor !== scale.unitPriceMinor) duplicate(scale);
    return (await scaleOfList(tx, priceListId, existing.id))!;
  }
  if (list.scaleCount >= MAX_SCALES) {
    throw invalidInput('admin.priceScaleTooMany', {}, { max: String(MAX_SCALES) });
  }
  const [row] = await tx
    .insert(priceScales)
    .values({ priceListId, ...scale })
    .returning({ id: priceScales.id });
  await logChange(tx, actor, list, { added: 1, changed: 0, removed: 0 });
  return (await scaleOfList(tx, priceListId, row!.id))!;
}

/** Changes a scale's variant, quantity or price (saving it unchanged again writes and logs nothing). */
export async function updatePriceScale(
  tx: Tx,
  actor: ActivityActor,
  priceListId: string,
  scaleId: string,
  scale: ScaleInput,
): Promise<ScaleView> {
  const list = await lockPriceList(tx, priceListId);
  const current = await scaleOfList(tx, priceListId, scaleId);
  if (!current) throw notFound('admin.priceScaleNotFound');
  await check(tx, priceListId, scale, current.variantId);
  if (
    current.variantId === scale.variantId &&
    current.minQuantity === scale.minQuantity &&
    current.unitPriceMinor === scale.unitPriceMinor
  ) {
    return current;
  }
  if (await sameQuantity(tx, priceListId, scale, scaleId)) duplicate(scale);
  await tx
    .update(priceScales)
    .set({ variantId: scale.variantId, minQuantity: scale.minQuantity, unitPriceMinor: scale.unitPriceMinor })
    .where(and(eq(priceScales.priceListId, priceListId), eq(priceScales.id, scaleId)));
  await logChange(tx, actor, list, { added: 0, changed: 1, removed: 0 });
  return (await scaleOfList(tx, priceListId, scaleId))!;
}

/** Removes a scale; true when it was there (a second remove of the same scale changes nothing). */
export async function removePriceScale(
  tx: Tx,
  actor: ActivityActor,
  priceListId: string,
  scaleId: string,
): Promise<boolean> {
  const list = await lockPriceList(tx, priceListId);
  if (!isUuid(scaleId)) return false;
  const removed = await tx
    .delete(priceScales)
    .where(and(eq(priceScales.priceListId, priceListId), eq(priceScales.id, scaleId)))
    .returning({ id: priceScales.id });
  if (!removed.length) return false;
  await logChange(tx, actor, list, { added: 0, changed: 0, removed: 1 });
  return true;
}
