import type { OrderStatus } from '@print/core/orders/order-status';
import type { PaymentMethod } from '@print/core/orders/order-workflow';
import type { PriceDisplay } from '@print/core/pricing/tax';
import type { OrderedField } from '@print/core/orders/order-line';
import type { Address } from '@print/core/users/profile';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table.ts';
import type { LocalizedText } from '../catalog/catalog.tables.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

export type StatusChange = { status: OrderStatus; at: string; by: string | null };

/**
 * An order (spec §3/§4): a snapshot of what was bought, at which prices and tax, for which addresses.
 * Nothing here points at live catalogue rows, so later product or price changes never alter it. The
 * user id has no foreign key on purpose: orders are business records and outlive accounts.
 */
export const orders = tenantTable(
  'customer_order',
  {
    /**
     * The number people quote (shown as e.g. 100042): counted per tenant (order-numbers.ts), so it
     * says nothing about other shops' volume; unique per tenant.
     */
    number: integer('number').notNull(),
    userId: uuid('user_id').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    statusHistory: jsonb('status_history').$type<StatusChange[]>().notNull().default([]),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    /**
     * The payment provider's session id: the idempotency key of fulfilment. Unique, so one payment can
     * never produce two orders, whichever of webhook and return page arrives first.
     */
    paymentRef: text('payment_ref'),
    subscriptionRef: text('subscription_ref'),
    currency: text('currency').notNull(),
    priceDisplay: text('price_display').$type<PriceDisplay>().notNull(),
    netMinor: integer('net_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    grossMinor: integer('gross_minor').notNull(),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    /** The buyer's language, for mails about this order. */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_order_number').on(t.tenantId, t.number),
    uniqueIndex('customer_order_payment_ref').on(t.tenantId, t.paymentRef),
    index('customer_order_user').on(t.tenantId, t.userId, t.createdAt),
    index('customer_order_status').on(t.tenantId, t.status, t.createdAt),
  ],
  { references: () => tenants.id },
);

/** One line of an order: the product, personalisation and price as they were when ordered. */
export const orderItems = tenantTable(
  'order_item',
  {
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
    /** The cart item it came from (removed from the cart when the order is placed). */
    cartItemId: uuid('cart_item_id'),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id'),
    /**
     * The product's own article code as it was when ordered (null: the product had none). Orders before
     * migration 0016 stored the slug here; the migration replaced it with the product's article code.
     */
    articleCode: text('article_code'),
    /** The chosen variant's code and its name in every language, as ordered (decision 0053). */
    variantCode: text('variant_code'),
    variantName: jsonb('variant_name').$type<LocalizedText>(),
    productName: jsonb('product_name').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url'),
    /** The print template as it was, so the preview of an old order shows what was printed. */
    template: jsonb('template'),
    quantity: integer('quantity').notNull(),
    fieldValues: jsonb('field_values').$type<Record<string, string>>().notNull().default({}),
    /**
     * The product's fields as the shopper filled them (label and choices per language, type), so every
     * value reads as it was offered, template or not (decision 0053); null for orders from before.
     */
    fields: jsonb('fields').$type<OrderedField[]>(),
    customName: text('custom_name'),
    customDescription: text('custom_description'),
    taxCategory: text('tax_category').notNull(),
    /** Basis points (1 900 = 19 %). */
    taxRate: integer('tax_rate').notNull(),
    /**
     * The price per single unit, net or gross per the order's priceDisplay, rounded to minor units.
     * Pages show the line's total / quantity instead (@print/core pricing/unit-price), exact from the
     * stored totals, so quantity × unit price is the line total.
     */
    unitPriceMinor: integer('unit_price_minor').notNull(),
    netMinor: integer('net_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    grossMinor: integer('gross_minor').notNull(),
    /** Units of this line taken from the product's stock (given back if an unpaid checkout expires). */
    reservedStock: boolean('reserved_stock').notNull().default(false),
    paymentMode: text('payment_mode').$type<'single' | 'subscription'>().notNull(),
    subscriptionInterval: text('subscription_interval').$type<'day' | 'week' | 'month' | 'year'>(),
    trialDays: integer('trial_days'),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
    // Whether orders name a variant (variant-references.ts), asked before a variant is deleted.
    index('order_item_variant').on(t.tenantId, t.variantId),
  ],
  { primaryKey: ['orderId', 'position'] },
);

/**
 * The last order number each tenant gave out (order-numbers.ts). A counter row rather than max(number)+1:
 * numbers of removed unpaid card orders are never handed out again, and the row lock serialises only
 * that tenant's numbering.
 */
export const orderNumberCounters = tenantTable(
  'order_number_counter',
  {
    lastNumber: integer('last_number').notNull(),
  },
  undefined,
  { references: () => tenants.id, primaryKey: [] },
);
