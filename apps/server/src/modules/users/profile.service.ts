import {
  addressFields,
  addressRules,
  PROFILE_FIELDS,
  PROFILE_RULES,
  type Address,
  type AddressKind,
  type Profile,
} from '@print/core/users/profile';
import { clampUserFieldNumber, userFieldRule } from '@print/core/users/user-fields';
import type { ValidationError } from '@print/core/validation/messages';
import { validateRecord, type FieldRule } from '@print/core/validation/validate-field';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { assertValid } from '../../platform/errors.ts';
import { listUserFields } from './user-fields.service.ts';
import { users } from './users.tables.ts';

export type Account = typeof users.$inferSelect;

export async function loadAccount(tx: Tx, userId: string): Promise<Account> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error('The signed-in user no longer exists');
  return row;
}

const pick = (input: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(
    names.map((name) => [name, typeof input[name] === 'string' ? (input[name] as string).trim() : '']),
  );

/**
 * Saves My Account: the profile fields (spec §3) and the tenant's custom fields in use. Every rule of
 * spec §5 runs here too (forbidden characters, required, formats); a failure saves nothing.
 */
export async function updateProfile(
  tx: Tx,
  userId: string,
  input: Partial<Profile>,
  customInput: { fieldName: string; value: string }[],
): Promise<Account> {
  const profile = pick(input, PROFILE_FIELDS) as Profile;
  const fields = (await listUserFields(tx)).filter((field) => field.inUse);
  const custom: Record<string, string> = {};
  const customRules: Record<string, FieldRule> = {};
  for (const field of fields) {
    const given = customInput.find((value) => value.fieldName === field.fieldName)?.value.trim() ?? '';
    // The browser clamps numbers on blur (spec §5); the server holds to the same bounds.
    custom[field.fieldName] = field.type === 'number' ? clampUserFieldNumber(given, field.config) : given;
    customRules[field.fieldName] = userFieldRule(field);
  }
  const profileResult = validateRecord(profile, PROFILE_RULES);
  const customResult = validateRecord(custom, customRules);
  const errors: Record<string, ValidationError> = { ...profileResult.errors };
  for (const [name, error] of Object.entries(customResult.errors)) errors[`custom.${name}`] = error;
  assertValid({
    valid: profileResult.valid && customResult.valid,
    errors,
    formError: profileResult.formError ?? customResult.formError,
  });
  const current = await loadAccount(tx, userId);
  const [row] = await tx
    .update(users)
    // Values of fields no longer in use are kept: an admin may turn a field back on.
    .set({ ...profile, customFields: { ...current.customFields, ...custom } })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** Saves the billing or the delivery address (spec §3 fields; checkout reads them as prefill). */
export async function updateAddress(
  tx: Tx,
  userId: string,
  kind: AddressKind,
  input: Record<string, unknown>,
): Promise<Account> {
  const address = pick(input, addressFields(kind)) as unknown as Address;
  assertValid(validateRecord(address as unknown as Record<string, unknown>, addressRules(kind)));
  const [row] = await tx
    .update(users)
    .set(kind === 'billing' ? { billingAddress: address } : { shippingAddress: address })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}
