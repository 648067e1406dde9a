import { MAX_ORDER_TOTAL_MINOR } from '@print/core/orders/checkout-rules';
import type { OrderedField } from '@print/core/orders/order-line';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, invalidInput } from '../../platform/errors.ts';
import { forVariant, itemPrice, pricingOfProducts } from '../pricing/pricing.service.ts';
import {
  addLineDemand,
  emptyDemand,
  liveVariantStocks,
  type StockDemand,
} from '../catalog/variants-and-stock/stock.ts';
import { fieldsOfProducts, type FieldRow } from '../catalog/catalog.service.ts';
import { storedProductsWithTemplates } from '../catalog/products/stored-products.ts';
import { listItems } from '../cart/cart.service.ts';
import { checkLine, type Shopper } from '../cart/item-rules.ts';
import { incompleteOf } from '../cart/item-values.ts';
import type { orderItems } from './orders.tables.ts';

// What the cart holds, turned into order lines: re-checked against today's catalogue (the cart may be
// days old) and priced from today's scales, with the tax of each line. No query per item.

export const STOCK_ERROR = 'checkout.stockError';
export const CART_EMPTY = 'checkout.cartEmpty';

export type OrderLine = Omit<typeof orderItems.$inferInsert, 'tenantId' | 'orderId'> & {
  position: number;
  cartItemId: string;
};

export type CheckoutCart = {
  lines: OrderLine[];
  currency: string;
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
  /** Units per variant and product with limited stock, for the reservation. */
  stockDemand: StockDemand;
  /** Each line's product slug by product id: the part number of last resort of a punch-out transfer. */
  productSlugs: ReadonlyMap<string, string>;
};

/**
 * The cart of `shopper`, checked line by line: each product still visible, published, orderable, its
 * variant live, priced at the quantity, the personalisation still complete. Anything unavailable fails
 * the whole checkout with 'Not all products are in stock or available to order.'; stock itself is
 * checked when it is reserved (stock.ts), in the transaction that creates the order.
 */
export async function checkoutCart(tx: Tx, shopper: Shopper, tenantSettings: unknown): Promise<CheckoutCart> {
  const items = await listItems(tx, shopper.userId, { kind: 'cart' });
  if (!items.length) throw invalidInput(CART_EMPTY);
  const productIds = [...new Set(items.map((item) => item.productId))];
  const visible = await Promise.all(productIds.map((id) => shopper.visibleProduct(id)));
  if (visible.includes(null)) throw conflict(STOCK_ERROR);

  const byId = await storedProductsWithTemplates(tx, productIds);
  const liveVariants = await liveVariantStocks(
    tx,
    items.flatMap((item) => (item.variantId ? [item.variantId] : [])),
  );
  const pricing = await pricingOfProducts(tx, [...byId.values()]);
  const fieldsByProduct = await fieldsOfProducts(tx, productIds);
  // Checked with the fields and templates just read, not read again.
  const templates = new Map([...byId].map(([id, product]) => [id, product.template]));
  if (incompleteOf(items, fieldsByProduct, templates).length) throw invalidInput('checkout.mandatoryFields');

  const stockDemand = emptyDemand();
  const lines = items.map((item, index): OrderLine & { currency: string } => {
    const product = byId.get(item.productId);
    const stored = pricing.get(item.productId);
    const productPricing = stored && forVariant(stored, item.variantId);
    if (
      !product?.published ||
      product.archived ||
      !product.orderable ||
      (item.variantId !== null && liveVariants.get(item.variantId)?.productId !== product.id) ||
      !productPricing
    )
      throw conflict(STOCK_ERROR);
    checkLine(productPricing, item.quantity, 'cart');
    // Priced as the cart shows it (one pricing function for page, cart and checkout).
    const price = itemPrice(productPricing, product.taxCategory, tenantSettings, item.quantity)!;
    const variant =
      item.variantId === null ? null : { id: item.variantId, ...liveVariants.get(item.variantId)! };
    const reservedStock = addLineDemand(stockDemand, { product, variant, quantity: item.quantity });
    return {
      position: index + 1,
      cartItemId: item.id,
      productId: product.id,
      variantId: item.variantId,
      // What was bought, as it was (decision 0053): the codes the shop gave it, the variant's names.
      articleCode: product.articleCode?.trim() || null,
      variantCode: variant?.code ?? null,
      variantName: variant?.name ?? null,
      productName: product.name,
      imageUrl: product.imageUrl,
      template: product.template ?? null,
      quantity: item.quantity,
      fieldValues: item.fieldValues,
      fields: orderedFields(fieldsByProduct.get(product.id) ?? []),
      customName: item.customName,
      customDescription: item.customDescription,
      taxCategory: product.taxCategory,
      taxRate: price.taxRate,
      unitPriceMinor: price.unitPriceMinor,
      netMinor: price.netMinor,
      taxMinor: price.taxMinor,
      grossMinor: price.grossMinor,
      reservedStock,
      paymentMode: product.paymentMode,
      subscriptionInterval: product.subscriptionInterval,
      trialDays: product.trialDays,
      currency: productPricing.currency,
    };
  });
  const currencies = new Set(lines.map((line) => line.currency));
  if (currencies.size > 1) throw invalidInput('checkout.mixedCurrencies');
  const sum = (key: 'netMinor' | 'taxMinor' | 'grossMinor') =>
    lines.reduce((total, line) => total + line[key], 0);
  const totals = { netMinor: sum('netMinor'), taxMinor: sum('taxMinor'), grossMinor: sum('grossMinor') };
  if (totals.grossMinor > MAX_ORDER_TOTAL_MINOR) throw invalidInput('checkout.orderTooLarge');
  return {
    lines: lines.map(({ currency: _currency, ...line }) => line),
    currency: [...currencies][0]!,
    ...totals,
    stockDemand,
    productSlugs: new Map([...byId.values()].map((product) => [product.id, product.slug])),
  };
}

/** The product's fields as the line keeps them: what it takes to read its values later (labels, choices). */
function orderedFields(rows: readonly FieldRow[]): OrderedField[] {
  return rows.map((row) => ({
    name: row.name,
    label: row.label,
    type: row.type,
    ...(row.options.length ? { options: row.options } : {}),
  }));
}
