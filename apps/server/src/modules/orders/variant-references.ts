import { inArray } from 'drizzle-orm';
import { isUuid } from '../../platform/db/uuid.ts';
import type { VariantReferenceCheck } from '../catalog/variants-and-stock/variant-references.ts';
import { orderItems } from './orders.tables.ts';

/**
 * An ordered variant stays: its order lines name it (the order detail, reordering), so the catalogue
 * archives it instead of deleting it (decision 0047; contributed by orders.module.ts).
 */
export const orderedVariants: VariantReferenceCheck = async (tx, variantIds) => {
  const valid = variantIds.filter(isUuid);
  if (!valid.length) return new Set();
  const rows = await tx
    .selectDistinct({ id: orderItems.variantId })
    .from(orderItems)
    .where(inArray(orderItems.variantId, valid));
  return new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
};
