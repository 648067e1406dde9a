// The query key of everything cached about the shop's orders (list pages, details, the dashboard's
// Orders, Approvals and KPIs cards), in a module of its own: the dashboard's cards import it without the
// Orders pages' operations and order types, whose chunk the shop's order page shares.

/** Everything cached about the shop's orders: a status change refreshes all of it. */
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;
