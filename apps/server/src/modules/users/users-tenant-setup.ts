import type { TenantSetupContribution } from '../tenancy/tenant-setup-contributions.ts';
import { ensureBuiltInRoles } from './built-in-roles.ts';

/** A new tenant's built-in roles (type system), as every shop has them (contributes.tenantSetup). */
export const usersTenantSetup: TenantSetupContribution = (tx) => ensureBuiltInRoles(tx);
