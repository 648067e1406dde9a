import { addressRules, PROFILE_FIELDS, PROFILE_RULES, SALUTATIONS } from '@print/core/users/profile';
import type { AddressKind, Profile } from '@print/core/users/profile';
import { clampUserFieldNumber, userFieldLabel, userFieldRule } from '@print/core/users/user-fields';
import type { UserFieldType } from '@print/core/users/user-fields';
import type { FieldRule } from '@print/core/validation/validate-field';
import type { UserGenericField } from '../../lib/i18n/user-fields-query.ts';
import type { SelectOption } from '../../ui/select-field.tsx';
import type { TextFieldProps } from '../../ui/text-field.tsx';
import { CUSTOM_PREFIX } from './account-values.ts';

/** How one input of the account forms is rendered and checked. Texts are already translated. */
export type AccountFieldSpec = {
  /** The input's `name` and its path in the form values. */
  name: string;
  label: string;
  rule: FieldRule;
  control: 'text' | 'select';
  type?: TextFieldProps['type'];
  inputMode?: TextFieldProps['inputMode'];
  autoComplete?: string;
  options?: SelectOption[];
  /** Number fields: the value after blur (spec §5 clamping). */
  clamp?: (value: string) => string;
};

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
function inputFor(kind: FieldRule['kind']): Pick<AccountFieldSpec, 'type' | 'inputMode'> {
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

function standardField(name: string, rule: FieldRule, t: Translate, section?: string): AccountFieldSpec {
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

/** My Account's general information: the profile fields of spec §3 in their order. */
export function profileFieldSpecs(t: Translate): AccountFieldSpec[] {
  return PROFILE_FIELDS.map((name: keyof Profile) => standardField(name, PROFILE_RULES[name], t));
}

const CUSTOM_INPUT: Record<UserFieldType, Pick<AccountFieldSpec, 'type' | 'inputMode'>> = {
  text: {},
  number: { inputMode: 'numeric' },
  email: { type: 'email' },
  phone: { type: 'tel' },
  mobile: { type: 'tel' },
  url: { type: 'url' },
  select: {},
};

/** My Account's specific information: the tenant's custom user fields, labelled in `language`. */
export function customFieldSpecs(fields: readonly UserGenericField[], language: string): AccountFieldSpec[] {
  return fields.map((field) => {
    const base = {
      name: `${CUSTOM_PREFIX}${field.fieldName}`,
      label: userFieldLabel(field.config, language) || field.fieldName,
      rule: userFieldRule(field),
    };
    if (field.type === 'select') {
      const options = (field.config.options ?? []).map((option) => ({ id: option, label: option }));
      return { ...base, control: 'select', options };
    }
    const spec: AccountFieldSpec = { ...base, control: 'text', ...CUSTOM_INPUT[field.type] };
    if (field.type === 'number') {
      const { config } = field;
      spec.clamp = (value) => clampUserFieldNumber(value, config);
      // Negative numbers need the minus key, which numeric keyboards lack.
      if (config.allowNegative) delete spec.inputMode;
    }
    return spec;
  });
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

/** The billing or delivery address form's fields with the shared rules of their kind. */
export function addressFieldSpecs(kind: AddressKind, t: Translate): AccountFieldSpec[] {
  const rules = addressRules(kind);
  return ADDRESS_ORDER.filter((name) => Object.hasOwn(rules, name)).map((name) =>
    standardField(name, rules[name] ?? {}, t, kind),
  );
}
