import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { Right } from '@print/core/rights';
import type { GraphQLContext } from './context.ts';

/**
 * The one Pothos builder. Every root field declares `authScopes`: `{ public: true }` or `{ right: '…' }`
 * (checked on the server; schema-rights.test.ts fails on a field without one).
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { public: boolean; right: Right };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async (context) => ({
      public: true,
      right: (right: Right) => context.user?.rights.has(right) ?? false,
    }),
  },
});

builder.queryType({});
