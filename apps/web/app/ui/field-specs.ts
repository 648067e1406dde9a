import { addressRules, SALUTATIONS } from '@print/core/users/profile';
import type { AddressKind } from '@print/core/users/profile';
import type { FieldRule } from '@print/core/validation/validate-field';
import type { FieldSpec } from './rule-field.tsx';

// The person and address fields of spec §3 as inputs, shared by My Account and checkout (features do
// not import one another, DESIGN §3).

type Translate = (key: string) => string;

const LABEL_KEYS: Record<string, string> = {
  salutation: 'profile.salutation',
  title: 'profile.title',
  firstName: 'profile.firstName',
  lastName: 'profile.surname',
  country: 'profile.country',
  phone: 'profile.phone',
  fax: 'profile.fax',
  mobile: 'profile.mobile',
  street: 'profile.streetAndHouseNumber',
  companyName: 'profile.companyName',
  division: 'profile.division',
  zipCode: 'profile.zipCode',
  city: 'profile.city',
  email: 'profile.email',
  ccEmail: 'profile.ccEmail',
  costCenter: 'profile.costCenter',
};

// Browser autofill tokens (HTML autocomplete); addresses add their "billing"/"shipping" section.
const AUTOCOMPLETE: Record<string, string> = {
  title: 'honorific-prefix',
  firstName: 'given-name',
  lastName: 'family-name',
  country: 'country-name',
  phone: 'tel',
  fax: 'fax tel',
  mobile: 'mobile tel',
  street: 'address-line1',
  companyName: 'organization',
  zipCode: 'postal-code',
  city: 'address-level2',
  email: 'email',
};

const SALUTATION_KEYS: Record<(typeof SALUTATIONS)[number], string> = {
  mr: 'profile.salutationMr',
  mrs: 'profile.salutationMrs',
  diverse: 'profile.salutationDiverse',
};

/** Input type and keyboard for a rule's kind. */
function inputFor(kind: FieldRule['kind']): Pick<FieldSpec, 'type' | 'inputMode'> {
  switch (kind) {
    case 'email':
      return { type: 'email' };
    case 'phone':
    case 'mobile':
      return { type: 'tel' };
    case 'url':
      return { type: 'url' };
    case 'number':
      return { inputMode: 'numeric' };
    default:
      return {};
  }
}

/** A standard person/address field: its label, salutation as a select, keyboard and autofill token. */
export function standardFieldSpec(name: string, rule: FieldRule, t: Translate, section?: string): FieldSpec {
  const label = t(LABEL_KEYS[name] ?? name);
  if (name === 'salutation') {
    const options = SALUTATIONS.map((id) => ({ id, label: t(SALUTATION_KEYS[id]) }));
    return { name, label, rule, control: 'select', options };
  }
  const token = AUTOCOMPLETE[name];
  const autoComplete = token && section ? `${section} ${token}` : token;
  return {
    name,
    label,
    rule,
    control: 'text',
    ...inputFor(rule.kind),
    ...(autoComplete ? { autoComplete } : {}),
  };
}

// The order of the address forms: person, company, contact, address; e-mails and cost center
// only where the kind has them (billing).
const ADDRESS_ORDER = [
  'salutation',
  'title',
  'firstName',
  'lastName',
  'companyName',
  'phone',
  'email',
  'ccEmail',
  'street',
  'zipCode',
  'city',
  'country',
  'costCenter',
];

/**
 * The billing or delivery address form's fields with the shared rules of their kind. `prefix` puts
 * them under a path of the form values (checkout: `billing.firstName`, as the server names its errors).
 */
export function addressFieldSpecs(kind: AddressKind, t: Translate, prefix = ''): FieldSpec[] {
  const rules = addressRules(kind);
  return ADDRESS_ORDER.filter((name) => Object.hasOwn(rules, name)).map((name) => {
    const spec = standardFieldSpec(name, rules[name] ?? {}, t, kind);
    return prefix ? { ...spec, name: `${prefix}${name}` } : spec;
  });
}
