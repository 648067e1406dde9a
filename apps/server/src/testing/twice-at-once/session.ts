import { graphqlAs, type CookieJar } from '../auth-helpers.ts';
import type { FakeStripeServer } from '../fake-stripe-server.ts';
import type { FakeUnsplashServer } from '../fake-unsplash-server.ts';
import type { TestApp } from '../test-app.ts';

// What the cases of twice-at-once.property.test.ts share: the session they run in and what a case is.
// The cases themselves are per module beside this file.

export type Session = {
  t: TestApp;
  admin: CookieJar;
  stripe: FakeStripeServer;
  /** The stock photo provider's fake, whose key is the platform's. */
  unsplash: FakeUnsplashServer;
};

export type Answer = {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
};

export type AtOnceCase = {
  /**
   * Makes what one run works on and returns the mutation's variables. Every run must really change
   * something: a fresh row to archive or delete, or a new value to save (`next()`), so one call and
   * ten calls at once are compared on a change each.
   */
  setup: (session: Session) => Promise<Record<string, unknown>>;
  /**
   * Only for a mutation that is meant to change something again with every call, and why (e.g. "each
   * call is a new cart line"). Ten at once must then leave what ten one after another leave.
   */
  additive?: string;
  /**
   * Only for a mutation that changes none of the shop's tables, and why (a preview): its calls must
   * then leave every table as it was.
   */
  writesNothing?: string;
  /** What else must be the same after one call and after ten at once (e.g. the list's order). */
  state?: (session: Session, variables: Record<string, unknown>) => Promise<unknown>;
  /** Runs after the case (stops what its setup started). */
  cleanup?: () => Promise<void>;
  /** Sends the call itself instead of the generic GraphQL operation (uploads). */
  send?: (session: Session, variables: Record<string, unknown>) => Promise<Answer>;
};

let serial = 0;
/** A number for names and values that differ from run to run (unique names, slugs, new values). */
export const next = () => ++serial;

/** A GraphQL call of a case's setup or state, as the admin; fails loudly on any error. */
export async function gql<T = Record<string, unknown>>(
  { t, admin }: Session,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await graphqlAs<T>(t, admin, query, variables);
  if (answer.body.errors || !answer.body.data) {
    throw new Error(`${query.slice(0, 80)}: ${JSON.stringify(answer.body.errors)}`);
  }
  return answer.body.data;
}

/** A new, unpublished product of its own for one run (a fresh row to change). */
export async function newProduct(session: Session): Promise<string> {
  const slug = `at-once-${next()}`;
  const made = await gql<{ createProduct: { id: string } }>(
    session,
    'mutation C($name: String!, $slug: String!) { createProduct(name: $name, slug: $slug) { id } }',
    { name: slug, slug },
  );
  return made.createProduct.id;
}

/** Whether a sorted list stands in the requested order at the positions 0, 1, 2… (one of two orders). */
export function listInOrder(rows: { id: string; order: number }[], ids: readonly string[]) {
  const sorted = [...rows].sort((a, b) => a.order - b.order);
  return {
    positions: sorted.every((row, index) => row.order === index),
    requested: ids.every((id, index) => sorted[index]?.id === id),
  };
}

/** The ids with the first two swapped: two places change in every run, however long the list. */
export const swapFirstTwo = (ids: readonly string[]) => [ids[1]!, ids[0]!, ...ids.slice(2)];
