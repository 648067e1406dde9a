import { GraphQLError } from 'graphql';
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { Right } from '@print/core/rights';
import type { GraphQLContext } from './context.ts';
import { holdsRight } from '../service-context.ts';

/**
 * The one Pothos builder. Every field declares `authScopes` (on itself or its object type):
 * `{ public: true }`, `{ session: true }` (any session), `{ account: true }` (registered users) or
 * `{ right: '…' }`. Checked on the server; schema-rights.test.ts fails on a field without one.
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { public: boolean; session: boolean; account: boolean; right: Right };
  DefaultFieldNullability: false;
  Scalars: { JSON: { Input: unknown; Output: unknown }; File: { Input: File; Output: never } };
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // Synchronous on purpose: scope-auth caches the outcome per request, and an async function would
    // make that cached outcome a promise, so that every field of every checked type resolved through
    // an extra promise.
    authScopes: (context) => ({
      public: true,
      // Any session, also a temporary visitor's.
      session: context.user !== null,
      // A registered (not temporary) user.
      account: context.user !== null && !context.user.isTemporary,
      right: (right: Right) => holdsRight(context, right),
    }),
    // Without a session the client refreshes it and retries (spec §8: the message 'Unauthorized');
    // with one, a missing right is final.
    unauthorizedError: (_parent, context) =>
      new GraphQLError(context.user ? 'Forbidden' : 'Unauthorized', {
        extensions: { code: context.user ? 'FORBIDDEN' : 'UNAUTHORIZED' },
      }),
  },
});

builder.queryType({});
builder.mutationType({});

/** Free-form JSON (spec §3 user-field config is "a JSON string or object"). */
builder.scalarType('JSON', {
  serialize: (value) => value,
  parseValue: (value) => value,
});

/** A file of a multipart request (GraphQL multipart spec; Yoga hands resolvers a web `File`). */
builder.scalarType('File', {
  description: 'An uploaded file (multipart request).',
  serialize: () => {
    throw new GraphQLError('File is an input type only');
  },
  // Yoga's fetch ponyfill parses multipart bodies into its own File class, so check the shape.
  parseValue: (value) => {
    const file = value as Partial<File> | null;
    if (typeof file?.arrayBuffer !== 'function' || typeof file.name !== 'string')
      throw new GraphQLError('Expected an uploaded file');
    return file as File;
  },
});
