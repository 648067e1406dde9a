import type { FieldRule } from '../validation/validate-field.ts';

export const SALUTATIONS = ['mr', 'mrs', 'diverse'] as const;
/** '' when not given. */
export type Salutation = (typeof SALUTATIONS)[number] | '';

/** My Account's general and specific information (spec §3 Profile). */
export type Profile = {
  salutation: Salutation;
  title: string;
  firstName: string;
  lastName: string;
  country: string;
  phone: string;
  fax: string;
  mobile: string;
  street: string;
  companyName: string;
  division: string;
  zipCode: string;
  city: string;
};

export const PROFILE_FIELDS = [
  'salutation',
  'title',
  'firstName',
  'lastName',
  'country',
  'phone',
  'fax',
  'mobile',
  'street',
  'companyName',
  'division',
  'zipCode',
  'city',
] as const satisfies readonly (keyof Profile)[];

/** Mandatory profile fields are marked with a red * (spec §5); the rest only have format rules. */
export const PROFILE_RULES: Readonly<Record<keyof Profile, FieldRule>> = {
  salutation: { kind: 'custom', pattern: '(mr|mrs|diverse)?' },
  title: {},
  firstName: { required: true },
  lastName: { required: true },
  country: {},
  phone: { kind: 'phone' },
  fax: { kind: 'phone' },
  mobile: { kind: 'mobile' },
  street: {},
  companyName: {},
  division: {},
  zipCode: {},
  city: {},
};

/**
 * Billing address (spec §3; email, CC e-mail and cost center are used at checkout). The shipping
 * (delivery) address has the same fields without the e-mails.
 */
export type Address = {
  salutation: Salutation;
  title: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  email?: string;
  ccEmail?: string;
  costCenter?: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
};

export const ADDRESS_KINDS = ['billing', 'shipping'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

const SHIPPING_ADDRESS_RULES: Readonly<Record<string, FieldRule>> = {
  salutation: PROFILE_RULES.salutation,
  title: {},
  firstName: { required: true },
  lastName: { required: true },
  companyName: {},
  phone: { kind: 'phone' },
  street: { required: true },
  zipCode: { required: true },
  city: { required: true },
  country: { required: true },
};

const BILLING_ADDRESS_RULES: Readonly<Record<string, FieldRule>> = {
  ...SHIPPING_ADDRESS_RULES,
  email: { required: true, kind: 'email' },
  ccEmail: { kind: 'email' },
  costCenter: {},
};

export function addressRules(kind: AddressKind): Readonly<Record<string, FieldRule>> {
  return kind === 'billing' ? BILLING_ADDRESS_RULES : SHIPPING_ADDRESS_RULES;
}

/** The fields an address of this kind keeps (anything else in the input is dropped). */
export function addressFields(kind: AddressKind): string[] {
  return Object.keys(addressRules(kind));
}

export const emptyAddress = (): Address => ({
  salutation: '',
  title: '',
  firstName: '',
  lastName: '',
  companyName: '',
  phone: '',
  street: '',
  zipCode: '',
  city: '',
  country: '',
});
