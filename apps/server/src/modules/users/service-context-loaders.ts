import type { ServiceContextLoaders } from '../../platform/service-context.ts';
import { loadTenant } from '../tenancy/tenancy.service.ts';
import { loadSessionUser } from './users.service.ts';

/**
 * How a job's worker reads its service context back (platform/service-context.ts): the tenant's row and
 * the user with the rights they hold now, as a request's session check reads them. `since`: a user whose
 * sessions were ended after the job was queued (signed out everywhere, password reset) acts no more.
 */
export const serviceContextLoaders: ServiceContextLoaders = {
  tenant: loadTenant,
  user: loadSessionUser,
};
