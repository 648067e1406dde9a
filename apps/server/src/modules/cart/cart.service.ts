import { randomBytes } from 'node:crypto';
import { validateField } from '@print/core/validation/validate-field';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { userInputError } from '../../platform/graphql/input-errors.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { registerTemporaryDataMover } from '../users/temporary-data.ts';
import { cartItems, sharedDrafts, type CartKind } from './cart.tables.ts';
import { checkItemValues } from './item-values.ts';

export type CartItemRow = typeof cartItems.$inferSelect;

/** An item with what the cart areas show of its product (one joined query, no query per item). */
export type CartItemView = CartItemRow & {
  product: {
    slug: string;
    name: Record<string, string>;
    imageUrl: string | null;
    stock: number | null;
    orderable: boolean;
    available: boolean;
    /** What the price is computed from (catalog-pricing.ts). */
    pricing: Pick<
      typeof products.$inferSelect,
      'id' | 'pricingMode' | 'priceListId' | 'simplePriceMinor' | 'currency' | 'taxCategory'
    >;
  };
};

// Spec §8 messages of the cart.
const NOT_AVAILABLE = 'shop.productNotAvailable';
const CART_ERROR = 'shop.addToCartError';

/** The most of one item anyone orders through the shop (protects the integer price arithmetic). */
export const MAX_QUANTITY = 1_000_000;
const MAX_TEXT = 500;

export type ItemInput = {
  productId: string;
  variantId?: string | null;
  quantity?: number | null;
  fieldValues?: Record<string, string> | null;
};

/** The user's items of one area (or one item), newest change first, with their products. */
export async function listItems(
  tx: Tx,
  userId: string,
  filter: { kind: CartKind } | { id: string },
): Promise<CartItemView[]> {
  const rows = await tx
    .select({
      item: cartItems,
      slug: products.slug,
      name: products.name,
      imageUrl: products.imageUrl,
      stock: products.stock,
      orderable: products.orderable,
      published: products.published,
      archived: products.archived,
      pricingMode: products.pricingMode,
      priceListId: products.priceListId,
      simplePriceMinor: products.simplePriceMinor,
      currency: products.currency,
      taxCategory: products.taxCategory,
    })
    .from(cartItems)
    .innerJoin(products, and(eq(products.tenantId, cartItems.tenantId), eq(products.id, cartItems.productId)))
    .where(
      and(
        eq(cartItems.userId, userId),
        'kind' in filter ? eq(cartItems.kind, filter.kind) : eq(cartItems.id, filter.id),
      ),
    )
    .orderBy(desc(cartItems.updatedAt), asc(cartItems.id));
  return rows.map((row) => ({
    ...row.item,
    product: {
      slug: row.slug,
      name: row.name,
      imageUrl: row.imageUrl,
      stock: row.stock,
      orderable: row.orderable,
      available: row.published && !row.archived && row.orderable && row.stock !== 0,
      pricing: {
        id: row.item.productId,
        pricingMode: row.pricingMode,
        priceListId: row.priceListId,
        simplePriceMinor: row.simplePriceMinor,
        currency: row.currency,
        taxCategory: row.taxCategory,
      },
    },
  }));
}

/** One item as the cart areas show it. */
export async function viewItem(tx: Tx, userId: string, id: string): Promise<CartItemView> {
  const [item] = await listItems(tx, userId, { id });
  if (!item) throw userInputError(CART_ERROR);
  return item;
}

/** How many items each area holds (the header's cart count). */
export async function countItems(tx: Tx, userId: string): Promise<Record<CartKind, number>> {
  const rows = await tx
    .select({ kind: cartItems.kind, count: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .groupBy(cartItems.kind);
  const counts: Record<CartKind, number> = { cart: 0, watchlist: 0, draft: 0 };
  for (const row of rows) counts[row.kind] = row.count;
  return counts;
}

async function requireItem(tx: Tx, userId: string, id: string): Promise<CartItemRow> {
  const [row] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
  if (!row) throw userInputError(CART_ERROR);
  return row;
}

/** A product can go into the cart only when it is published, not archived, orderable and in stock. */
async function assertAvailable(tx: Tx, productId: string, variantId: string | null, kind: CartKind) {
  const [product] = await tx
    .select({
      published: products.published,
      archived: products.archived,
      orderable: products.orderable,
      stock: products.stock,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product || !product.published || product.archived) throw userInputError(NOT_AVAILABLE);
  // The watchlist and drafts may hold what cannot be ordered right now; the cart may not.
  if (kind === 'cart' && (!product.orderable || product.stock === 0)) throw userInputError(NOT_AVAILABLE);
  if (variantId) {
    const [variant] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.id, variantId),
          eq(productVariants.productId, productId),
          eq(productVariants.published, true),
          sql`${productVariants.archivedAt} is null`,
        ),
      );
    if (!variant) throw userInputError(NOT_AVAILABLE);
  }
}

function checkQuantity(quantity: number | null | undefined): number {
  const value = quantity ?? 1;
  if (!Number.isInteger(value) || value < 1 || value > MAX_QUANTITY) {
    throw userInputError('validation.positiveNumber', { quantity: { key: 'validation.positiveNumber' } });
  }
  return value;
}

function checkText(name: 'customName' | 'customDescription', value: string | null | undefined) {
  if (value === undefined) return undefined;
  const text = (value ?? '').trim();
  const error = validateField(text) ?? (text.length > MAX_TEXT ? { key: CART_ERROR } : null);
  if (error) throw userInputError(error.key, { [name]: error });
  return text === '' ? null : text;
}

export async function addItem(tx: Tx, tenantId: string, userId: string, kind: CartKind, input: ItemInput) {
  const variantId = input.variantId ?? null;
  await assertAvailable(tx, input.productId, variantId, kind);
  const [row] = await tx
    .insert(cartItems)
    .values({
      tenantId,
      userId,
      kind,
      productId: input.productId,
      variantId,
      quantity: checkQuantity(input.quantity),
      fieldValues: await checkItemValues(tx, input.productId, input.fieldValues, kind),
    })
    .returning();
  return row!;
}

export type ItemChanges = {
  quantity?: number | null;
  fieldValues?: Record<string, string> | null;
  customName?: string | null;
  customDescription?: string | null;
};

export async function updateItem(tx: Tx, userId: string, id: string, changes: ItemChanges) {
  const item = await requireItem(tx, userId, id);
  const customName = checkText('customName', changes.customName);
  const customDescription = checkText('customDescription', changes.customDescription);
  const [row] = await tx
    .update(cartItems)
    .set({
      ...(changes.quantity != null ? { quantity: checkQuantity(changes.quantity) } : {}),
      ...(changes.fieldValues != null
        ? { fieldValues: await checkItemValues(tx, item.productId, changes.fieldValues, item.kind) }
        : {}),
      ...(customName !== undefined ? { customName } : {}),
      ...(customDescription !== undefined ? { customDescription } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning();
  return row!;
}

/**
 * Moves an item between the areas: cart ↔ watchlist, and a draft is finished into the cart. Into the
 * cart only what is available (spec §8 'Product is not available at the moment.').
 */
export async function moveItem(tx: Tx, userId: string, id: string, to: CartKind) {
  const item = await requireItem(tx, userId, id);
  if (item.kind === to) return item;
  if (to === 'draft') throw userInputError(CART_ERROR); // drafts come from the product form only
  await assertAvailable(tx, item.productId, item.variantId, to);
  // Into the cart only complete: a finished draft or a favourite must have every required field.
  if (to === 'cart') await checkItemValues(tx, item.productId, item.fieldValues, 'cart');
  const [row] = await tx
    .update(cartItems)
    .set({ kind: to, updatedAt: new Date() })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning();
  return row!;
}

export async function duplicateItem(tx: Tx, tenantId: string, userId: string, id: string) {
  const item = await requireItem(tx, userId, id);
  if (item.kind === 'cart') await assertAvailable(tx, item.productId, item.variantId, 'cart');
  const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = item;
  const [row] = await tx
    .insert(cartItems)
    .values({ ...copy, tenantId })
    .returning();
  return row!;
}

export async function deleteItem(tx: Tx, userId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (deleted.length === 0) throw userInputError(CART_ERROR);
  return true;
}

/** The heart on a product tile: on the watchlist without personalisation, or off again. */
export async function toggleFavourite(tx: Tx, tenantId: string, userId: string, productId: string) {
  const removed = await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.kind, 'watchlist'),
        eq(cartItems.productId, productId),
        sql`${cartItems.fieldValues} = '{}'::jsonb`,
      ),
    )
    .returning({ id: cartItems.id });
  if (removed.length > 0) return false;
  await addItem(tx, tenantId, userId, 'watchlist', { productId });
  return true;
}

/** A link to a copy of the draft as it is now (the sender's draft stays theirs). */
export async function shareDraft(tx: Tx, tenantId: string, userId: string, id: string): Promise<string> {
  const item = await requireItem(tx, userId, id);
  const token = randomBytes(16).toString('base64url');
  await tx.insert(sharedDrafts).values({
    tenantId,
    token,
    productId: item.productId,
    variantId: item.variantId,
    quantity: item.quantity,
    fieldValues: item.fieldValues,
    customName: item.customName,
  });
  return token;
}

/** Whoever opens a shared link gets a new draft of their own with the shared content. */
export async function openSharedDraft(tx: Tx, tenantId: string, userId: string, token: string) {
  const [shared] = await tx.select().from(sharedDrafts).where(eq(sharedDrafts.token, token));
  if (!shared) throw userInputError(CART_ERROR);
  await assertAvailable(tx, shared.productId, shared.variantId, 'draft');
  const [row] = await tx
    .insert(cartItems)
    .values({
      tenantId,
      userId,
      kind: 'draft',
      productId: shared.productId,
      variantId: shared.variantId,
      quantity: shared.quantity,
      fieldValues: shared.fieldValues,
      customName: shared.customName,
    })
    .returning();
  return row!;
}

// A temporary visitor who logs in or signs up keeps their cart, watchlist and drafts.
registerTemporaryDataMover(async (tx, fromUserId, toUserId) => {
  await tx
    .update(cartItems)
    .set({ userId: toUserId, updatedAt: new Date() })
    .where(eq(cartItems.userId, fromUserId));
});

/** Which of these products are the user's favourites (watchlist items without personalisation). */
export async function favouriteProductIds(
  tx: Tx,
  userId: string,
  productIds: readonly string[],
): Promise<Set<string>> {
  if (!productIds.length) return new Set();
  const rows = await tx
    .selectDistinct({ productId: cartItems.productId })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.kind, 'watchlist'),
        inArray(cartItems.productId, [...productIds]),
        sql`${cartItems.fieldValues} = '{}'::jsonb`,
      ),
    );
  return new Set(rows.map((row) => row.productId));
}
