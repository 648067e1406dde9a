// Query keys of data that more than one admin area caches, so one area's change refreshes what another
// shows. In a module of their own: the dashboard's cards import them without the Orders pages'
// operations and order types, whose chunk the shop's order page shares.

/** Everything cached about the shop's orders (lists, details, the dashboard's Orders, Approvals and
 * KPIs cards): a status change refreshes all of it. */
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

/** The product-field library, the meta fields and a product's fields: another sample template on a
 * product's Settings tab brings its fields, which the Fields tab then shows. */
export const PRODUCT_FIELDS_KEY = ['admin', 'productFields'] as const;

/** Everything cached about the products administration (lists, editors, dashboard counts); the
 * product editor's tabs (use-tab-form.ts) refresh it after saving. */
export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const;
