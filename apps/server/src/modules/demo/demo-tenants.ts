import type { DemoTenant } from './demo-data.types.ts';
import { druckerei } from './demo-tenant-druckerei.ts';
import { northprint } from './demo-tenant-northprint.ts';

/** The demo tenants seeded into an empty embedded database; the first one is the default host's tenant. */
export const demoTenants: DemoTenant[] = [druckerei, northprint];

export { druckerei, northprint };
