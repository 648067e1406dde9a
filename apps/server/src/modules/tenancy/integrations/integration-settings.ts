import { checkSecretSetting } from '@print/core/orders/order-workflow';
import type { ValidationError } from '@print/core/validation/messages';
import { invalidInput } from '../../../platform/errors.ts';
import type { GraphQLContext } from '../../../platform/graphql/context.ts';
import { lockTenantSettings } from '../tenancy.service.ts';
import { saveTenantSettingsSection } from '../tenant-settings-save.ts';
import { readTenantSecret, writeTenantSecret, type TenantSecretName } from '../tenant-secrets.ts';

// Saving a tenant's integration tab (print-design, scheduling): its section of the settings document and
// its write-only API key, in one operation, recorded once when anything changed (decision 0093).

/** A key as sent: omitted, null or only spaces keeps the stored one; '' removes it; else replaces it. */
export function keyChangeOf(sent: string | null | undefined): string | null {
  return typeof sent === 'string' && (sent === '' || sent.trim() !== '') ? sent.trim() : null;
}

/** Refuses the input with every field's message (the form shows each at its input). */
export function refuseIfInvalid(errors: Record<string, ValidationError>): void {
  const [first] = Object.values(errors);
  if (first) throw invalidInput(first.key, errors, first.params);
}

/** The key's own rule added to the section's errors (one token, not absurdly long). */
export function withKeyErrors(
  errors: Record<string, ValidationError>,
  keyChange: string | null,
): Record<string, ValidationError> {
  const keyError = keyChange ? checkSecretSetting(keyChange) : null;
  return keyError ? { ...errors, apiKey: keyError } : errors;
}

/**
 * Stores the section and the key change. One save of the tenant's settings at a time: the key is
 * compared with what the last save left, so the same save twice at once changes (and records) once.
 */
export async function saveIntegration(
  ctx: GraphQLContext,
  section: 'printDesign' | 'scheduling',
  value: object,
  secret: TenantSecretName,
  keyChange: string | null,
): Promise<void> {
  await lockTenantSettings(ctx.tx, ctx.tenant.id);
  let keyChanged = false;
  if (keyChange !== null) {
    const stored = await readTenantSecret(ctx.tx, ctx.services.secrets, secret);
    if (stored !== (keyChange === '' ? null : keyChange)) {
      await writeTenantSecret(ctx.tx, ctx.services.secrets, secret, keyChange);
      keyChanged = true;
    }
  }
  await saveTenantSettingsSection(ctx, ctx.services.tenantChanges, section, value, keyChanged);
}
