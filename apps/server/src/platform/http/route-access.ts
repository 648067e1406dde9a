import type { Right } from '@print/core/rights';

/**
 * Who may call a REST route, declared by every route in its options (`config: { access }`, decision
 * 0065), as every GraphQL field declares its authScopes. host/http/route-access.ts checks a right
 * before the handler runs; the other kinds name the check the handler itself makes. A test builds the
 * app and fails on a route that declares none (host/http/route-access.test.ts).
 */
export type RouteAccess =
  /** Anyone: pages, files, sign-in; the handler still finds the tenant by the Host. */
  | 'public'
  /** Any session, a temporary visitor's too (the handler resolves it and answers 401 without). */
  | 'session'
  /** A registered user's session (the handler resolves it and answers 401 without). */
  | 'account'
  /** A registered user holding the right: checked before the handler (401 without a session, 403). */
  | { right: Right }
  /** A payment provider's event, signed over the raw body with the tenant's webhook secret. */
  | 'webhook-signature'
  /** A procurement system presenting the tenant's punch-out shared secret (OCI, cXML). */
  | 'shared-secret'
  /** A one-time link the handler redeems (the cXML punch-out start address). */
  | 'one-time-link'
  /** The GraphQL endpoint: every field declares its own authScopes (schema-rights.test.ts). */
  | 'graphql-field-scopes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: required of every route (decision 0065). */
    access?: RouteAccess;
  }
}
