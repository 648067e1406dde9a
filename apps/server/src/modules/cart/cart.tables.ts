import { foreignKey, index, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table.ts';
import { products } from '../catalog/catalog.tables.ts';
import { users } from '../users/users.tables.ts';

export const CART_KINDS = ['cart', 'watchlist', 'draft'] as const;
export type CartKind = (typeof CART_KINDS)[number];

/**
 * The session user's cart areas (spec §4 Shop): items in the cart, on the watchlist (favourites) or
 * saved as drafts. One row per item; moving between areas changes `kind`. Belongs to the user (also a
 * temporary visitor), so it survives reloads and restarts and moves to the account on login.
 */
export const cartItems = tenantTable(
  'cart_item',
  {
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<CartKind>().notNull(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id'),
    quantity: integer('quantity').notNull().default(1),
    /** Personalisation values by product field name. */
    fieldValues: jsonb('field_values').$type<Record<string, string>>().notNull().default({}),
    customName: text('custom_name'),
    customDescription: text('custom_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_item_user').on(t.tenantId, t.userId, t.kind),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A shared draft: a snapshot taken when the link was made. Whoever opens the link gets their own copy
 * in their drafts; the sender's draft is never reachable through it.
 */
export const sharedDrafts = tenantTable(
  'shared_draft',
  {
    token: text('token').notNull(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id'),
    quantity: integer('quantity').notNull(),
    fieldValues: jsonb('field_values').$type<Record<string, string>>().notNull().default({}),
    customName: text('custom_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
  ],
  { primaryKey: ['token'] },
);
