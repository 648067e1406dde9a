import type { ServerApi } from '@print/core/ssr-api';
import type { VariablesOf } from 'gql.tada';
import { graphql, serverQuery } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { OrderDetailFields, type OrderDetail } from '../../lib/orders/order-types.ts';

// The shop's order page (server: modules/orders): read in the route loader through the in-process API
// (decision 0009), reorders from the browser. Typed from the schema (lib/api/graphql.ts).

export const MY_ORDER = graphql(
  `
    query MyOrder($id: ID!) {
      myOrder(id: $id) {
        ...OrderDetailFields
      }
    }
  `,
  [OrderDetailFields],
);

/** The session user's order, or null when it is unknown or someone else's (the page answers 404). */
export async function loadOrderPage(api: ServerApi, id: string): Promise<OrderDetail | null> {
  const { data, errors } = await serverQuery(api, MY_ORDER, { id });
  if (!data) throw new Error(`Order page query failed: ${errors.map((error) => error.message).join('; ')}`);
  return data.myOrder;
}

export const REORDER = graphql(`
  mutation Reorder($orderId: ID!, $position: Int, $to: ReorderTarget!, $contentReleased: Boolean) {
    reorder(orderId: $orderId, position: $position, to: $to, contentReleased: $contentReleased)
  }
`);

/** Where reordered items go: 'cart' or 'draft' (the schema's ReorderTarget). */
export type ReorderTarget = VariablesOf<typeof REORDER>['to'];

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
    await graphqlRequest(REORDER, {
      orderId,
      position,
      to,
      ...(contentReleased ? { contentReleased } : {}),
    })
  ).reorder;
}
