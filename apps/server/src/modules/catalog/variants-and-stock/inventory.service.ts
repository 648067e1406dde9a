import { localizedText } from '@print/core/i18n/localized-text';
import {
  trackingOf,
  validateStockSettings,
  type StockSettingsInput,
  type StockTracking,
} from '@print/core/catalog/inventory-rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import { differs } from '../../../platform/db/differs.ts';
import { isUuid } from '../../../platform/db/uuid.ts';
import { assertValid, notFound } from '../../../platform/errors.ts';
import { recordActivity, type ActivityActor } from '../../audit/audit.service.ts';
import { products, productVariants, type LocalizedText } from '../catalog.tables.ts';

// The Inventory Management tab (spec §4 "Stock settings are saved directly"; decision 0047): whether and
// where stock is counted — for the product, or per variant — the counts and the warning threshold.

export type InventoryVariant = {
  id: string;
  code: string;
  name: LocalizedText;
  published: boolean;
  archivedAt: Date | null;
  stock: number | null;
};

export type ProductInventory = {
  productId: string;
  tracking: StockTracking;
  stock: number | null;
  warningThreshold: number | null;
  variants: InventoryVariant[];
};

const PRODUCT_NOT_FOUND = 'admin.productNotFoundForVariant';

/** The product's stock settings with all its variants (two statements); another tenant's id: not found. */
export async function readInventory(tx: Tx, productId: string): Promise<ProductInventory> {
  if (!isUuid(productId)) throw notFound(PRODUCT_NOT_FOUND);
  const [product] = await tx
    .select({ stock: products.stock, threshold: products.stockWarningThreshold })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const variants = await tx
    .select({
      id: productVariants.id,
      code: productVariants.code,
      name: productVariants.name,
      published: productVariants.published,
      archivedAt: productVariants.archivedAt,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.code));
  return {
    productId,
    tracking: trackingOf(
      product.stock,
      variants.map((variant) => variant.stock),
    ),
    stock: product.stock,
    warningThreshold: product.threshold,
    variants,
  };
}

/**
 * Saves the stock settings at once (not with the editor's Save). Counts are set, not added: two saves
 * at the same time end as the later one left them. Rows are written in the reservation's lock order
 * (variants by id, then the product; stock.ts), so a save and a checkout never deadlock, and a
 * checkout's conditional update sees the saved count: it can never sell more than the count allows.
 */
export async function saveInventory(
  tx: Tx,
  tenant: { id: string; defaultLanguage: string },
  actor: ActivityActor,
  productId: string,
  input: StockSettingsInput,
): Promise<ProductInventory> {
  const current = await readInventory(tx, productId);
  const typed = new Map(input.variants.map((variant) => [variant.id, variant.stock]));
  const checked = validateStockSettings(
    {
      ...input,
      // Every variant of the product, whatever the form sent (a variant added since counts too).
      variants: current.variants.map((variant) => ({ id: variant.id, stock: typed.get(variant.id) ?? null })),
    },
    current.variants.length > 0,
  );
  assertValid(checked);
  const { settings } = checked;
  const counted = new Map(current.variants.map((variant) => [variant.id, variant.stock]));
  // One row at a time in id order (the lock order); a variant whose count stays unset is not touched.
  // Each write only where the value differs: the same save twice at once changes, and is recorded,
  // once (the second waits for the first's rows, then finds them as it wants them).
  let changed = 0;
  for (const variant of [...settings.variants].sort((a, b) => a.id.localeCompare(b.id))) {
    if (variant.stock === null && counted.get(variant.id) === null) continue;
    const written = await tx
      .update(productVariants)
      .set({ stock: variant.stock })
      .where(
        and(
          eq(productVariants.id, variant.id),
          eq(productVariants.productId, productId),
          differs(productVariants, { stock: variant.stock }),
        ),
      )
      .returning({ id: productVariants.id });
    changed += written.length;
  }
  const values = { stock: settings.stock, stockWarningThreshold: settings.warningThreshold };
  const [product] = await tx
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(products.id, productId), differs(products, values)))
    .returning({ id: products.id });
  if (!product && !changed) return readInventory(tx, productId);
  const [named] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
  await recordActivity(tx, actor, {
    action: 'product.stockSettings',
    entityType: 'product',
    entityId: productId,
    entityLabel: localizedText(named!.name, tenant.defaultLanguage, tenant.defaultLanguage),
    entityLabels: named!.name,
    details: {
      tracking: settings.tracking,
      stock: settings.stock,
      warningThreshold: settings.warningThreshold,
      variants: Object.fromEntries(
        settings.tracking === 'variants'
          ? current.variants.map((variant) => [
              variant.code,
              settings.variants.find((saved) => saved.id === variant.id)!.stock,
            ])
          : [],
      ),
    },
  });
  return readInventory(tx, productId);
}
