import { PROFILE_FIELDS, PROFILE_RULES } from '@print/core/users/profile';
import type { Profile } from '@print/core/users/profile';
import { clampUserFieldNumber, userFieldLabel, userFieldRule } from '@print/core/users/user-fields';
import type { UserFieldType } from '@print/core/users/user-fields';
import type { UserGenericField } from '../../lib/i18n/user-fields-query.ts';
import { standardFieldSpec } from '../../ui/field-specs.ts';
import type { FieldSpec } from '../../ui/rule-field.tsx';
import { CUSTOM_PREFIX } from './account-values.ts';

// My Account's inputs; the standard person and address fields come from ui/field-specs.ts, which
// checkout shares.

type Translate = (key: string) => string;

/** My Account's general information: the profile fields of spec §3 in their order. */
export function profileFieldSpecs(t: Translate): FieldSpec[] {
  return PROFILE_FIELDS.map((name: keyof Profile) => standardFieldSpec(name, PROFILE_RULES[name], t));
}

const CUSTOM_INPUT: Record<UserFieldType, Pick<FieldSpec, 'type' | 'inputMode'>> = {
  text: {},
  number: { inputMode: 'numeric' },
  email: { type: 'email' },
  phone: { type: 'tel' },
  mobile: { type: 'tel' },
  url: { type: 'url' },
  select: {},
};

/** My Account's specific information: the tenant's custom user fields, labelled in `language`. */
export function customFieldSpecs(fields: readonly UserGenericField[], language: string): FieldSpec[] {
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
    const spec: FieldSpec = { ...base, control: 'text', ...CUSTOM_INPUT[field.type] };
    if (field.type === 'number') {
      const { config } = field;
      spec.clamp = (value) => clampUserFieldNumber(value, config);
      // Negative numbers need the minus key, which numeric keyboards lack.
      if (config.allowNegative) delete spec.inputMode;
    }
    return spec;
  });
}
