import type { Right } from '@print/core/rights';
import type { FastifyBaseLogger } from 'fastify';
import type { Tenant } from '../../modules/tenancy/tenancy.service.ts';
import type { Database, Tx } from '../db/client.ts';

export type SessionUser = { id: string; rights: ReadonlySet<Right> };

/**
 * Per-request GraphQL context. `tx` is the operation's tenant-scoped transaction (withTenant): resolvers
 * cannot reach another tenant's rows even by mistake. `database` is for the transaction plugin only;
 * owner-connection helpers (withSystem, the key-value store) refuse to run inside a resolver.
 */
export type GraphQLContext = {
  requestId: string;
  log: FastifyBaseLogger;
  database: Database;
  tenant: Tenant;
  tx: Tx;
  user: SessionUser | null;
};
