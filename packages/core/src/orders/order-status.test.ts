import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInCatalogue } from '../i18n/catalogue/index.ts';
import {
  adminNextOrderStatuses,
  canChangeOrderStatus,
  isOrderStatus,
  nextOrderStatuses,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderStatusLabelKey,
  type OrderStatus,
} from './order-status.ts';

describe('order status', () => {
  it('goes In creation → Placed → Processed → Finished', () => {
    expect(canChangeOrderStatus('inCreation', 'placed')).toBe(true);
    expect(canChangeOrderStatus('placed', 'processed')).toBe(true);
    expect(canChangeOrderStatus('processed', 'finished')).toBe(true);
  });

  it('never skips a step or goes back, except from Error to Placed', () => {
    expect(canChangeOrderStatus('inCreation', 'processed')).toBe(false);
    expect(canChangeOrderStatus('placed', 'finished')).toBe(false);
    expect(canChangeOrderStatus('processed', 'placed')).toBe(false);
    expect(canChangeOrderStatus('error', 'placed')).toBe(true);
    expect(canChangeOrderStatus('error', 'finished')).toBe(false);
  });

  it('keeps a finished order finished', () => {
    expect(nextOrderStatuses('finished')).toEqual([]);
    for (const status of ORDER_STATUSES) expect(canChangeOrderStatus('finished', status)).toBe(false);
  });

  it('lets every order that is not finished fail into Error, and leave it again', () => {
    for (const status of ['inCreation', 'placed', 'processed'] as const) {
      expect(canChangeOrderStatus(status, 'error')).toBe(true);
    }
  });

  it('reaches Finished from any status but Finished along allowed changes (property)', () => {
    const reachesFinished = (from: OrderStatus, seen = new Set<OrderStatus>()): boolean =>
      from === 'finished' ||
      nextOrderStatuses(from).some(
        (next) => !seen.has(next) && reachesFinished(next, new Set([...seen, from])),
      );
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), (status) => {
        expect(reachesFinished(status)).toBe(true);
      }),
    );
  });

  it('recognises its statuses only', () => {
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true);
    expect(isOrderStatus('shipped')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
  });

  it('has a label in both languages for every status', () => {
    for (const status of ORDER_STATUSES) {
      const text = builtInCatalogue[orderStatusLabelKey(status)];
      expect(text?.['de-DE'], status).toBeTruthy();
      expect(text?.['en-GB'], status).toBeTruthy();
    }
  });
});

describe('admin status changes', () => {
  it('leave In creation to the payment and otherwise follow the machine', () => {
    expect(adminNextOrderStatuses('inCreation')).toEqual([]);
    expect(adminNextOrderStatuses('placed')).toEqual(ORDER_TRANSITIONS.placed);
    expect(adminNextOrderStatuses('finished')).toEqual([]);
  });
});
