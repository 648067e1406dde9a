import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { domains, tenantLanguages, tenants, type TenantSettings } from './tenancy.tables.ts';

// Making a tenant (today: the demo seed; later the platform's Tenants area). Creating the row is the
// privileged path's work (app_user may not insert tenants); its languages and domain are then written
// inside the new tenant's scope.

export type NewTenant = {
  slug: string;
  name: string;
  allowTemporaryUsers: boolean;
  settings: TenantSettings;
};

/** The id of the tenant with this slug, or null (privileged path: sees every tenant). */
export async function tenantIdBySlug(tx: Tx, slug: string): Promise<string | null> {
  const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  return row?.id ?? null;
}

/** Inserts the tenant row; null when the slug is taken (also by a concurrent insert). Privileged path. */
export async function createTenantRow(tx: Tx, tenant: NewTenant): Promise<string | null> {
  const [row] = await tx
    .insert(tenants)
    .values(tenant)
    .onConflictDoNothing({ target: tenants.slug })
    .returning({ id: tenants.id });
  return row?.id ?? null;
}

/**
 * The tenant's languages (the first is the default) and its development address `<slug>.localhost`,
 * inside the tenant's scope.
 */
export async function setUpTenant(tx: Tx, setup: { slug: string; languages: string[] }) {
  await tx.insert(tenantLanguages).values(
    setup.languages.map((languageCode, index) => ({
      languageCode,
      isDefault: index === 0,
      sortOrder: index,
    })),
  );
  await tx.insert(domains).values({
    name: `${setup.slug}.localhost`,
    status: 'Active',
    isFallback: true,
    isDefault: true,
  });
}
