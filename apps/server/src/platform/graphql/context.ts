import type { Right } from '@print/core/rights';
import type { FastifyBaseLogger } from 'fastify';
import type { Tenant } from '../../modules/tenancy/tenancy.service.ts';
import type { Database, Tx } from '../db/client.ts';

export type SessionUser = { id: string; rights: ReadonlySet<Right> };

/**
 * Per-request GraphQL context. `tx` is the request's tenant-scoped transaction (withTenant): resolvers
 * cannot reach another tenant's rows even by mistake.
 */
export type GraphQLContext = {
  requestId: string;
  log: FastifyBaseLogger;
  database: Database;
  tenant: Tenant;
  tx: Tx;
  user: SessionUser | null;
};
