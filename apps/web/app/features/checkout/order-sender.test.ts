import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import type { CheckoutInput, PlacedOrder } from './checkout-api.ts';
import { createOrderSender } from './order-sender.ts';

const input = (paymentMethod: string, city = 'Berlin'): CheckoutInput => ({
  billingAddress: { city },
  shippingAddress: null,
  shippingSameAsBilling: true,
  acceptTerms: true,
  paymentMethod,
  saveToProfile: false,
});

const order = (id: string, status: PlacedOrder['status'], paymentMethod = 'card'): PlacedOrder => ({
  id,
  number: 1000 + Number(id.replace(/\D/g, '')),
  status,
  paymentMethod,
});

function fakeApi() {
  let next = 1;
  const placeOrder = vi.fn(async (sent: CheckoutInput) =>
    order(`o${next++}`, sent.paymentMethod === 'card' ? 'inCreation' : 'placed', sent.paymentMethod),
  );
  const startCardPayment = vi.fn(async (orderId: string) => `https://pay.test/${orderId}`);
  return { placeOrder, startCardPayment };
}

describe('sending the order', () => {
  it('places an invoice order at once, without a payment page', async () => {
    const api = fakeApi();
    const onCardOrder = vi.fn();
    const result = await createOrderSender(api)(input('invoice'), onCardOrder);
    expect(result).toEqual({ kind: 'placed', order: order('o1', 'placed', 'invoice') });
    expect(api.startCardPayment).not.toHaveBeenCalled();
    expect(onCardOrder).not.toHaveBeenCalled();
  });

  it('opens the payment page of a new card order', async () => {
    const api = fakeApi();
    const onCardOrder = vi.fn();
    expect(await createOrderSender(api)(input('card'), onCardOrder)).toEqual({
      kind: 'payment',
      url: 'https://pay.test/o1',
    });
    expect(api.startCardPayment).toHaveBeenCalledWith('o1');
    expect(onCardOrder).toHaveBeenCalledOnce();
  });

  it('retries only the payment page when it failed to open, as long as the input is the same', async () => {
    const api = fakeApi();
    api.startCardPayment.mockRejectedValueOnce(new ApiError('', 0));
    const send = createOrderSender(api);
    await expect(send(input('card'))).rejects.toThrow(ApiError);
    expect(await send(input('card'))).toEqual({ kind: 'payment', url: 'https://pay.test/o1' });
    expect(api.placeOrder).toHaveBeenCalledOnce();
    // Changed input is another order.
    api.startCardPayment.mockRejectedValueOnce(new ApiError('', 0));
    await expect(send(input('card', 'Hamburg'))).rejects.toThrow(ApiError);
    expect(api.placeOrder).toHaveBeenCalledTimes(2);
    expect(await send(input('card', 'Hamburg'))).toEqual({ kind: 'payment', url: 'https://pay.test/o2' });
  });

  it('keeps the order when the payment page is refused for another reason (provider not reachable)', async () => {
    const api = fakeApi();
    api.startCardPayment.mockRejectedValueOnce(
      new ApiError('', 200, { code: 'BAD_USER_INPUT', key: 'checkout.sendOrderError' }),
    );
    const send = createOrderSender(api);
    await expect(send(input('card'))).rejects.toThrow(ApiError);
    expect(await send(input('card'))).toEqual({ kind: 'payment', url: 'https://pay.test/o1' });
    expect(api.placeOrder).toHaveBeenCalledOnce();
  });

  it('orders afresh when the server no longer knows the remembered order as unpaid', async () => {
    const api = fakeApi();
    const refused = new ApiError('The order was not found.', 200, {
      code: 'BAD_USER_INPUT',
      key: 'orders.notFound',
    });
    api.startCardPayment.mockRejectedValueOnce(refused);
    const send = createOrderSender(api);
    await expect(send(input('card'))).rejects.toBe(refused);
    expect(await send(input('card'))).toEqual({ kind: 'payment', url: 'https://pay.test/o2' });
    expect(api.placeOrder).toHaveBeenCalledTimes(2);
  });

  it('passes a refused order on, nothing remembered', async () => {
    const api = fakeApi();
    api.placeOrder.mockRejectedValueOnce(
      new ApiError('', 200, { code: 'BAD_USER_INPUT', key: 'checkout.stockError' }),
    );
    const send = createOrderSender(api);
    await expect(send(input('card'))).rejects.toThrow(ApiError);
    expect(await send(input('card'))).toEqual({ kind: 'payment', url: 'https://pay.test/o1' });
    expect(api.placeOrder).toHaveBeenCalledTimes(2);
  });
});
