import { addressFields, PROFILE_FIELDS, PROFILE_RULES } from '@print/core/users/profile';
import type { AddressKind, Profile } from '@print/core/users/profile';
import { userFieldRule } from '@print/core/users/user-fields';
import type { FieldRule } from '@print/core/validation/validate-field';
import type { UserGenericField } from '../../lib/i18n/user-fields-query.ts';
import type { ApiAddress, Me, ProfileRequest } from './account-api.ts';

// Pure mapping between the API's shapes and the form values of My Account and the addresses.

/** Custom user fields are named `custom.<fieldName>` in the form, as the profile service names its errors. */
export const CUSTOM_PREFIX = 'custom.';

export type ProfileFormValues = Record<keyof Profile, string> & { custom: Record<string, string> };

/** A flat record of an address form: one string per field of its kind. */
export type AddressFormValues = Record<string, string>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The fields My Account shows: those in use, in the tenant's order. */
export function accountUserFields(fields: readonly UserGenericField[]): UserGenericField[] {
  return fields
    .filter((field) => field.use)
    .sort((a, b) => a.order - b.order || a.fieldName.localeCompare(b.fieldName));
}

/** The form's start values: the saved profile, and per custom field its value or the field's default. */
export function profileFormValues(me: Me, fields: readonly UserGenericField[]): ProfileFormValues {
  const saved = new Map(me.customFields.map(({ fieldName, value }) => [fieldName, value]));
  const profile = Object.fromEntries(PROFILE_FIELDS.map((name) => [name, text(me[name])])) as Record<
    keyof Profile,
    string
  >;
  const custom: Record<string, string> = {};
  for (const field of fields) custom[field.fieldName] = saved.get(field.fieldName) ?? field.defaultValue;
  return { ...profile, custom };
}

/**
 * What updateProfile gets. Saved values of fields the form does not show are sent back unchanged,
 * so a field list older than the server's (cached for 5 minutes) cannot blank them.
 */
export function profileRequest(values: ProfileFormValues, me: Me): ProfileRequest {
  const profile = Object.fromEntries(PROFILE_FIELDS.map((name) => [name, text(values[name])])) as Record<
    keyof Profile,
    string
  >;
  const custom = new Map(me.customFields.map(({ fieldName, value }) => [fieldName, value]));
  for (const [fieldName, value] of Object.entries(values.custom ?? {})) custom.set(fieldName, text(value));
  return { profile, customFields: [...custom].map(([fieldName, value]) => ({ fieldName, value })) };
}

/** The input guard's name for the value of the request's n-th custom field. */
const CUSTOM_VALUE_ARGUMENT = /^customFields\.(\d+)\.value$/;

/**
 * The form's input for a server field error of updateProfile. The service names custom fields as the
 * form does (`custom.<fieldName>`), the input guard, which refuses unstorable text first, by the
 * argument's path (`customFields.<n>.value`): the n-th entry of the request sent.
 */
export function profileInputName(serverName: string, request: ProfileRequest): string {
  const index = CUSTOM_VALUE_ARGUMENT.exec(serverName)?.[1];
  const field = index === undefined ? undefined : request.customFields[Number(index)];
  return field ? `${CUSTOM_PREFIX}${field.fieldName}` : serverName;
}

/** The form values by input name (`custom.<fieldName>` for custom fields), for validateRecord. */
export function flatProfileValues(values: ProfileFormValues): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const name of PROFILE_FIELDS) flat[name] = text(values[name]);
  for (const [fieldName, value] of Object.entries(values.custom ?? {})) {
    flat[`${CUSTOM_PREFIX}${fieldName}`] = text(value);
  }
  return flat;
}

/** The shared rules of My Account by input name: PROFILE_RULES plus each custom field's rule. */
export function profileFormRules(fields: readonly UserGenericField[]): Record<string, FieldRule> {
  const rules: Record<string, FieldRule> = { ...PROFILE_RULES };
  for (const field of fields) rules[`${CUSTOM_PREFIX}${field.fieldName}`] = userFieldRule(field);
  return rules;
}

/** An address form's start values: the saved address of this kind, or all empty. */
export function addressFormValues(address: ApiAddress | null, kind: AddressKind): AddressFormValues {
  return Object.fromEntries(addressFields(kind).map((name) => [name, text(address?.[name])]));
}

/** What updateAddress gets: exactly the fields of this kind. */
export function addressRequest(values: AddressFormValues, kind: AddressKind): Record<string, string> {
  return Object.fromEntries(addressFields(kind).map((name) => [name, text(values[name])]));
}

/** "Same as billing address": the billing values the delivery address has (no e-mails, no cost center). */
export function shippingFromBilling(billing: AddressFormValues): AddressFormValues {
  return addressFormValues(billing, 'shipping');
}
