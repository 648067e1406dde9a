// Order states of spec §4 Shop (In creation, Placed, Processed, Error, Finished) and the changes
// between them, as data: the server refuses any other change, the admin screens offer exactly these.

export const ORDER_STATUSES = ['inCreation', 'placed', 'processed', 'error', 'finished'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Allowed changes. An order is created `inCreation` and becomes `placed` once it is paid or ordered on
 * invoice; the shop then processes and finishes it. `error` records a failure at any point before the
 * end (payment failed, production problem) and can be resolved back to `placed`. `finished` is final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  inCreation: ['placed', 'error'],
  placed: ['processed', 'error'],
  processed: ['finished', 'error'],
  error: ['placed'],
  finished: [],
};

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** The statuses an order in `from` may move to next (empty for a finished order). */
export const nextOrderStatuses = (from: OrderStatus): readonly OrderStatus[] => ORDER_TRANSITIONS[from];

export const canChangeOrderStatus = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to);

/**
 * What an admin may change an order to. In creation belongs to the payment (placed when paid, removed
 * with its stock released when the payment ends unpaid), so admins act only once an order is placed.
 */
export const adminNextOrderStatuses = (from: OrderStatus): readonly OrderStatus[] =>
  from === 'inCreation' ? [] : ORDER_TRANSITIONS[from];

/** The translation key of a status's label (checkout group of the catalogue). */
export const orderStatusLabelKey = (status: OrderStatus): string =>
  `checkout.orderStatus${status.charAt(0).toUpperCase()}${status.slice(1)}`;
