import { expect, type APIRequestContext } from '@playwright/test';
import { DRUCKEREI } from './shell.ts';

// Setting up a spec through the shop's own API, as its web app calls it (the screens have their own specs).

/** The headers every API call of the web app carries (JSON and the CSRF header). */
export const API_HEADERS = { 'content-type': 'application/json', 'x-print-csrf': '1' };

/** One GraphQL operation with the request context's cookies; fails the spec on any error. */
export async function graphql(
  request: APIRequestContext,
  name: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const answer = await request.post(`${DRUCKEREI}/service-api/graphql?c=${name}`, {
    headers: API_HEADERS,
    data: { query, variables },
  });
  const body = (await answer.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** A personalised product into the cart, as the product form sends it after the content release. */
export async function putInCart(
  request: APIRequestContext,
  slug: string,
  quantity: number,
  fieldValues: Record<string, string>,
): Promise<void> {
  const { product } = (await graphql(request, 'P', `query P { product(slug: "${slug}") { id } }`)) as {
    product: { id: string };
  };
  await graphql(
    request,
    'Add',
    'mutation Add($input: CartItemInput!) { addCartItem(kind: cart, input: $input, contentReleased: true) { id } }',
    { input: { productId: product.id, quantity, fieldValues } },
  );
}
