import DataLoader from 'dataloader';
import type { ServiceContext } from '../../platform/service-context.ts';
import { itemsOfOrders, type OrderItemRow } from './orders.service.ts';

// Per-request loaders (as catalog.loaders.ts): a page of 20 orders costs one items query, not 20.
const perRequest = new WeakMap<ServiceContext, DataLoader<string, OrderItemRow[]>>();

export function orderItemsLoader(ctx: ServiceContext): DataLoader<string, OrderItemRow[]> {
  let loader = perRequest.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const byOrder = await itemsOfOrders(ctx.tx, ids);
      return ids.map((id) => byOrder.get(id) ?? []);
    });
    perRequest.set(ctx, loader);
  }
  return loader;
}
