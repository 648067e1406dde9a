import { eq } from 'drizzle-orm';
import { domains } from '../../modules/tenancy/tenancy.tables.ts';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { gql, next, type AtOnceCase, type Session } from './session.ts';

// The tenant's domain manager (modules/tenancy/domains, issue 27). Each run works on a domain of its own.

/** A new domain of the shop (Pending), its id; `active`: as if its DNS checks had passed. */
async function newDomain(session: Session, active = false): Promise<string> {
  const name = `twice-${next()}.example.com`;
  const data = await gql<{ addTenantDomain: { id: string } }>(
    session,
    'mutation A($name: String!) { addTenantDomain(name: $name) { id } }',
    { name },
  );
  const id = data.addTenantDomain.id;
  if (active) {
    await withSystem(session.t.database, (tx) =>
      tx.update(domains).set({ status: 'Active' }).where(eq(domains.id, id)),
    );
  }
  return id;
}

/** Whether the named domain is now the shop's one default (after one call and after ten at once). */
async function isOnlyDefault(session: Session, variables: Record<string, unknown>) {
  const data = await gql<{ tenantDomains: { id: string; isDefault: boolean }[] }>(
    session,
    'query D { tenantDomains { id isDefault } }',
  );
  const defaults = data.tenantDomains.filter((domain) => domain.isDefault).map((domain) => domain.id);
  return defaults.length === 1 && defaults[0] === variables.id;
}

export const domainCases: Record<string, AtOnceCase> = {
  // The second of two at once is refused with 'Domain already exists' (the unique index decides).
  addTenantDomain: { setup: async () => ({ name: `twice-${next()}.example.com` }) },
  deleteTenantDomain: { setup: async (session) => ({ id: await newDomain(session) }) },
  setDefaultTenantDomain: {
    setup: async (session) => ({ id: await newDomain(session, true) }),
    state: isOnlyDefault,
  },
  checkTenantDomainNow: { setup: async (session) => ({ id: await newDomain(session) }) },
};
