import type { ServerApi } from '@print/core/ssr-api';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { ORDER_DETAIL_FIELDS, type OrderDetail } from '../../lib/orders/order-types.ts';

// The shop's order page (server: modules/orders): read in the route loader through the in-process API
// (decision 0009), reorders from the browser.

const MY_ORDER = /* GraphQL */ `
  query MyOrder($id: ID!) { myOrder(id: $id) { ${ORDER_DETAIL_FIELDS} } }
`;

/** The session user's order, or null when it is unknown or someone else's (the page answers 404). */
export async function loadOrderPage(api: ServerApi, id: string): Promise<OrderDetail | null> {
  const { data, errors } = await api.query<{ myOrder: OrderDetail | null }>(MY_ORDER, { id });
  if (!data) throw new Error(`Order page query failed: ${errors.map((error) => error.message).join('; ')}`);
  return data.myOrder;
}

export type ReorderTarget = 'cart' | 'draft';

const REORDER = /* GraphQL */ `
  mutation Reorder($orderId: ID!, $position: Int, $to: ReorderTarget!, $contentReleased: Boolean) {
    reorder(orderId: $orderId, position: $position, to: $to, contentReleased: $contentReleased)
  }
`;

/**
 * All items (position null) or one back into the cart or the drafts; resolves to how many.
 * Personalised items go into the cart only with `contentReleased` (spec §5 content release).
 */
export async function reorder(
  orderId: string,
  to: ReorderTarget,
  position: number | null,
  contentReleased = false,
): Promise<number> {
  return (
    await graphqlRequest<{ reorder: number }>('Reorder', REORDER, {
      orderId,
      position,
      to,
      ...(contentReleased ? { contentReleased } : {}),
    })
  ).reorder;
}
