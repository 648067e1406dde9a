import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { maskSecret, type SecretBox } from '../../platform/secrets/secret-box.ts';
import { tenantSecrets, TENANT_SECRET_NAMES, type TenantSecretName } from './tenancy.tables.ts';

export { TENANT_SECRET_NAMES, type TenantSecretName };

// The tenant's write-only secrets (spec §5): stored sealed, read in plain only by the server code that
// uses them (payment, webhooks, punch-out), shown to admins masked, replaced but never read back.

/** The plain secret, or null when unset (or sealed with another app secret: treated as unset). */
export async function readTenantSecret(
  tx: Tx,
  box: SecretBox,
  name: TenantSecretName,
): Promise<string | null> {
  const [row] = await tx
    .select({ sealed: tenantSecrets.sealed })
    .from(tenantSecrets)
    .where(eq(tenantSecrets.name, name));
  return row ? box.open(row.sealed) : null;
}

/** Masked values for the admin form: '••••1234' when set, null when not. */
export async function maskedTenantSecrets(
  tx: Tx,
  box: SecretBox,
): Promise<Record<TenantSecretName, string | null>> {
  const rows = await tx
    .select()
    .from(tenantSecrets)
    .where(inArray(tenantSecrets.name, [...TENANT_SECRET_NAMES]));
  const masked = Object.fromEntries(TENANT_SECRET_NAMES.map((name) => [name, null])) as Record<
    TenantSecretName,
    string | null
  >;
  for (const row of rows) {
    const plain = box.open(row.sealed);
    if (plain !== null) masked[row.name] = maskSecret(plain);
  }
  return masked;
}

/** Replaces a secret ('' removes it). The value never comes back out through the API. */
export async function writeTenantSecret(
  tx: Tx,
  box: SecretBox,
  name: TenantSecretName,
  value: string,
): Promise<void> {
  if (value === '') {
    await tx.delete(tenantSecrets).where(eq(tenantSecrets.name, name));
    return;
  }
  const sealed = box.seal(value);
  await tx
    .insert(tenantSecrets)
    .values({ name, sealed })
    .onConflictDoUpdate({
      target: [tenantSecrets.tenantId, tenantSecrets.name],
      set: { sealed, updatedAt: new Date() },
    });
}
