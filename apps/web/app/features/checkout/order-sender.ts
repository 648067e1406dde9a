import { userInputFailure } from '../../lib/api/user-input-error.ts';
import { placeOrder, startCardPayment } from './checkout-api.ts';
import type { CheckoutInput, PlacedOrder } from './checkout-api.ts';

// Sending the order without React: an invoice order is placed at once; a card order is created
// (In creation, stock reserved) and then needs the provider's payment page.

/** What happened: the order is placed, or the browser has to go to the payment page at `url`. */
export type SendResult = { kind: 'placed'; order: PlacedOrder } | { kind: 'payment'; url: string };

export type OrderApi = {
  placeOrder: (input: CheckoutInput) => Promise<PlacedOrder>;
  startCardPayment: (orderId: string) => Promise<string>;
};

export type OrderSender = (input: CheckoutInput, onCardOrder?: () => void) => Promise<SendResult>;

/** The server's answer when the order is no longer one to pay (gone, paid or no card order). */
const ORDER_NOT_FOUND = 'orders.notFound';

/**
 * One sender per checkout form. A card order whose payment page did not open (network, provider
 * briefly down) is remembered: sending the same input again only retries the payment page, rather
 * than ordering — and reserving the stock — a second time. Changed input is a new order; so is the
 * remembered one once the server no longer knows it as unpaid.
 */
export function createOrderSender(api: OrderApi = { placeOrder, startCardPayment }): OrderSender {
  let pending: { orderId: string; input: string } | null = null;
  return async (input, onCardOrder) => {
    const key = JSON.stringify(input);
    let orderId = pending?.input === key ? pending.orderId : null;
    if (orderId === null) {
      const order = await api.placeOrder(input);
      if (order.status !== 'inCreation') return { kind: 'placed', order };
      orderId = order.id;
      pending = { orderId, input: key };
    }
    onCardOrder?.();
    try {
      return { kind: 'payment', url: await api.startCardPayment(orderId) };
    } catch (error) {
      if (userInputFailure(error)?.key === ORDER_NOT_FOUND) pending = null;
      throw error;
    }
  };
}
