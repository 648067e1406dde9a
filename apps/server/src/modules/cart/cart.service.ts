import { validateField } from '@print/core/validation/validate-field';
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { invalidInput } from '../../platform/errors.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { hasStock, type ProductRow } from '../catalog/catalog.service.ts';
import { stockOfLine, variantStockOf } from '../catalog/variants-and-stock/stock.ts';
import { storedProducts } from '../catalog/products/stored-products.ts';
import { cartItems, type CartKind } from './cart.tables.ts';
import { checkContentRelease, type ReleaseOption } from './content-release.ts';
import { checkItemValues } from './item-values.ts';
import {
  CART_ERROR,
  checkLine,
  checkProduct,
  checkQuantity,
  defaultQuantity,
  type Shopper,
} from './item-rules.ts';

export type CartItemRow = typeof cartItems.$inferSelect;

/** An item with what the cart areas show of its product (one joined query, no query per item). */
export type CartItemView = CartItemRow & {
  product: {
    slug: string;
    /** The shop's own article number (null: none set). */
    articleCode: string | null;
    name: Record<string, string>;
    imageUrl: string | null;
    stock: number | null;
    orderable: boolean;
    available: boolean;
    /** What the price is computed from (pricing/pricing.service.ts). */
    pricing: Pick<
      ProductRow,
      'id' | 'pricingMode' | 'priceListId' | 'simplePriceMinor' | 'currency' | 'taxCategory'
    >;
  };
};

const MAX_TEXT = 500;

export type ItemInput = ReleaseOption & {
  productId: string;
  variantId?: string | null;
  quantity?: number | null;
  fieldValues?: Record<string, string> | null;
};

/** The own stock count of an item's variant, read with the item (null: none or not counted). */
const variantStockColumn = variantStockOf('cart_item');

/**
 * The user's items of one area (or one item), newest change first, with their products (two
 * statements however many items: the items, then their products from the catalogue).
 */
export async function listItems(
  tx: Tx,
  userId: string,
  filter: { kind: CartKind } | { id: string },
): Promise<CartItemView[]> {
  const items = await tx
    .select({ ...getTableColumns(cartItems), variantStock: variantStockColumn })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        'kind' in filter ? eq(cartItems.kind, filter.kind) : eq(cartItems.id, filter.id),
      ),
    )
    .orderBy(desc(cartItems.updatedAt), asc(cartItems.id));
  const productsById = await storedProducts(
    tx,
    items.map((item) => item.productId),
  );
  return items.flatMap(({ variantStock, ...item }) => {
    const product = productsById.get(item.productId);
    return product ? [itemView(item, product, variantStock)] : [];
  });
}

/** What an item's view needs of its product (a ProductRow has it all). */
type ViewedProduct = Pick<
  ProductRow,
  | 'slug'
  | 'articleCode'
  | 'name'
  | 'imageUrl'
  | 'stock'
  | 'availableStock'
  | 'orderable'
  | 'published'
  | 'archived'
  | 'pricingMode'
  | 'priceListId'
  | 'simplePriceMinor'
  | 'currency'
  | 'taxCategory'
>;

/**
 * An item with its product as the cart areas show it. The stock is what the item sells from: its
 * variant's own count, else the product's (`variantStock` undefined when not read: the product's most).
 */
export function itemView(
  item: CartItemRow,
  product: ViewedProduct,
  variantStock?: number | null,
): CartItemView {
  const stock =
    item.variantId && variantStock !== undefined
      ? stockOfLine(product.stock, variantStock)
      : item.variantId
        ? product.availableStock
        : product.stock;
  return {
    ...item,
    product: {
      slug: product.slug,
      articleCode: product.articleCode?.trim() || null,
      name: product.name,
      imageUrl: product.imageUrl,
      stock,
      orderable: product.orderable,
      available: product.published && !product.archived && product.orderable && hasStock(stock),
      pricing: {
        id: item.productId,
        pricingMode: product.pricingMode,
        priceListId: product.priceListId,
        simplePriceMinor: product.simplePriceMinor,
        currency: product.currency,
        taxCategory: product.taxCategory,
      },
    },
  };
}

/** One item as the cart areas show it. */
export async function viewItem(tx: Tx, userId: string, id: string): Promise<CartItemView> {
  const [item] = await listItems(tx, userId, { id });
  if (!item) throw invalidInput(CART_ERROR);
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

export async function requireItem(tx: Tx, userId: string, id: string): Promise<CartItemRow> {
  if (!isUuid(id)) throw invalidInput(CART_ERROR);
  const [row] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
  if (!row) throw invalidInput(CART_ERROR);
  return row;
}

function checkText(name: 'customName' | 'customDescription', value: string | null | undefined) {
  if (value === undefined) return undefined;
  const text = (value ?? '').trim();
  const error = validateField(text) ?? (text.length > MAX_TEXT ? { key: CART_ERROR } : null);
  if (error) throw invalidInput(error.key, { [name]: error });
  return text === '' ? null : text;
}

export async function addItem(tx: Tx, shopper: Shopper, kind: CartKind, input: ItemInput) {
  const variantId = input.variantId ?? null;
  const pricing = await checkProduct(tx, shopper, { productId: input.productId, variantId, kind });
  const quantity = input.quantity == null ? defaultQuantity(pricing) : checkQuantity(input.quantity);
  const fieldValues = await checkItemValues(tx, input.productId, input.fieldValues, kind);
  checkLine(pricing, quantity, kind);
  await checkContentRelease(tx, input.productId, kind, input);
  const [row] = await tx
    .insert(cartItems)
    .values({
      userId: shopper.userId,
      kind,
      productId: input.productId,
      variantId,
      quantity,
      fieldValues,
    })
    .returning();
  return row!;
}

/** `contentReleased`: new values of an item in the cart are released content too (spec §5). */
export type ItemChanges = ReleaseOption & {
  quantity?: number | null;
  fieldValues?: Record<string, string> | null;
  customName?: string | null;
  customDescription?: string | null;
};

export async function updateItem(tx: Tx, shopper: Shopper, id: string, changes: ItemChanges) {
  const item = await requireItem(tx, shopper.userId, id);
  const customName = checkText('customName', changes.customName);
  const customDescription = checkText('customDescription', changes.customDescription);
  const quantity = changes.quantity != null ? checkQuantity(changes.quantity) : undefined;
  if (quantity !== undefined) checkLine(await checkProduct(tx, shopper, item), quantity, item.kind);
  const fieldValues =
    changes.fieldValues != null
      ? await checkItemValues(tx, item.productId, changes.fieldValues, item.kind)
      : undefined;
  if (fieldValues !== undefined) await checkContentRelease(tx, item.productId, item.kind, changes);
  const [row] = await tx
    .update(cartItems)
    .set({
      ...(quantity !== undefined ? { quantity } : {}),
      ...(fieldValues !== undefined ? { fieldValues } : {}),
      ...(customName !== undefined ? { customName } : {}),
      ...(customDescription !== undefined ? { customDescription } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, shopper.userId)))
    .returning();
  return row!;
}

/**
 * Moves an item between the areas: cart ↔ watchlist, and a draft is finished into the cart. Into the
 * cart only what is available (spec §8 'Product is not available at the moment.') and, when
 * personalised, released (spec §5).
 */
export async function moveItem(
  tx: Tx,
  shopper: Shopper,
  id: string,
  to: CartKind,
  release: ReleaseOption = {},
) {
  const item = await requireItem(tx, shopper.userId, id);
  if (item.kind === to) return item;
  if (to === 'draft') throw invalidInput(CART_ERROR); // drafts come from the product form only
  const pricing = await checkProduct(tx, shopper, { ...item, kind: to });
  // Into the cart only complete: a finished draft or a favourite must have every required field.
  if (to === 'cart') await checkItemValues(tx, item.productId, item.fieldValues, 'cart');
  checkLine(pricing, item.quantity, to);
  await checkContentRelease(tx, item.productId, to, release);
  const [row] = await tx
    .update(cartItems)
    .set({ kind: to, updatedAt: new Date() })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, shopper.userId)))
    .returning();
  return row!;
}

/** A copy of the item in its area, checked like a new one (the product or its fields may have changed). */
export async function duplicateItem(tx: Tx, shopper: Shopper, id: string) {
  const item = await requireItem(tx, shopper.userId, id);
  const pricing = await checkProduct(tx, shopper, item);
  const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = item;
  const fieldValues = await checkItemValues(tx, item.productId, item.fieldValues, item.kind);
  checkLine(pricing, item.quantity, item.kind);
  const [row] = await tx
    .insert(cartItems)
    .values({ ...copy, fieldValues })
    .returning();
  return row!;
}

export async function deleteItem(tx: Tx, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) throw invalidInput(CART_ERROR); // the database refuses a malformed id
  const deleted = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (deleted.length === 0) throw invalidInput(CART_ERROR);
  return true;
}

/** Takes these items out of the user's cart (they became order lines). */
export async function removeCartItems(tx: Tx, userId: string, itemIds: readonly string[]): Promise<void> {
  if (!itemIds.length) return;
  await tx
    .delete(cartItems)
    .where(
      and(eq(cartItems.userId, userId), eq(cartItems.kind, 'cart'), inArray(cartItems.id, [...itemIds])),
    );
}

/** Empties the user's cart (its content went to a procurement system); watchlist and drafts stay. */
export async function emptyCart(tx: Tx, userId: string): Promise<void> {
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.kind, 'cart')));
}
