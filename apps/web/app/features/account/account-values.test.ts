import { addressFields, PROFILE_FIELDS, PROFILE_RULES } from '@print/core/users/profile';
import { validateRecord } from '@print/core/validation/validate-field';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { formFailure } from '../../lib/api/user-input-error.ts';
import {
  accountUserFields,
  addressFormValues,
  addressRequest,
  flatProfileValues,
  profileFormRules,
  profileFormValues,
  profileInputName,
  profileRequest,
  shippingFromBilling,
} from './account-values.ts';
import { fieldLabel as label, me, userField } from './test-fixtures.ts';

const fields = [
  userField({ fieldName: 'customerNumber', type: 'number', required: true, order: 1 }),
  userField({
    fieldName: 'size',
    type: 'select',
    config: { ...label('Size'), options: ['S', 'M'] },
    order: 2,
    defaultValue: 'M',
  }),
];

describe('accountUserFields', () => {
  it('keeps the fields in use, in their order', () => {
    const list = [
      userField({ fieldName: 'c', order: 3 }),
      userField({ fieldName: 'off', order: 0, use: false }),
      userField({ fieldName: 'a', order: 1 }),
      userField({ fieldName: 'b', order: 1 }),
    ];
    expect(accountUserFields(list).map((field) => field.fieldName)).toEqual(['a', 'b', 'c']);
  });
});

describe('profile form values', () => {
  it('start from the saved profile, custom values, else the field default', () => {
    const values = profileFormValues(me, fields);
    expect(Object.keys(values)).toEqual([...PROFILE_FIELDS, 'custom']);
    expect(values.firstName).toBe('Karla');
    expect(values.salutation).toBe('mrs');
    expect(values.custom).toEqual({ customerNumber: '4711', size: 'M' });
  });

  it('go to updateProfile with saved values of fields the form does not show', () => {
    const values = {
      ...profileFormValues(me, fields),
      city: 'Köln',
      custom: { customerNumber: '12', size: 'S' },
    };
    const request = profileRequest(values, me);
    expect(Object.keys(request.profile)).toEqual([...PROFILE_FIELDS]);
    expect(request.profile.city).toBe('Köln');
    expect(request.customFields).toEqual([
      { fieldName: 'customerNumber', value: '12' },
      { fieldName: 'retired', value: 'kept' },
      { fieldName: 'size', value: 'S' },
    ]);
  });

  it('are checked with the shared rules, custom fields as custom.<fieldName>', () => {
    const rules = profileFormRules(fields);
    expect(rules.firstName).toEqual(PROFILE_RULES.firstName);
    expect(Object.keys(rules)).toContain('custom.customerNumber');
    const values = {
      ...profileFormValues(me, fields),
      firstName: '',
      custom: { customerNumber: '', size: 'XL' },
    };
    const flat = flatProfileValues(values);
    expect(flat['custom.size']).toBe('XL');
    const result = validateRecord(flat, rules);
    expect(Object.keys(result.errors).sort()).toEqual(['custom.customerNumber', 'custom.size', 'firstName']);
    expect(result.formError).toEqual({ key: 'validation.mandatoryFields' });
    expect(validateRecord(flatProfileValues(profileFormValues(me, fields)), rules).valid).toBe(true);
  });
});

describe('server field errors of the profile', () => {
  const request = profileRequest(
    { ...profileFormValues(me, fields), custom: { kostenstelle: 'A\u0000', customerNumber: '12' } },
    me,
  );
  const rules = profileFormRules([...fields, userField({ fieldName: 'kostenstelle' })]);
  const forbidden = { key: 'validation.forbiddenCharacters', params: { chars: 'U+0000' } };
  const guardError = (fieldsByName: Record<string, typeof forbidden>) =>
    new ApiError('Forbidden characters', 200, {
      code: 'BAD_USER_INPUT',
      key: forbidden.key,
      fields: fieldsByName,
      params: forbidden.params,
    });

  it('land on the custom field the input guard names by its position in the request', () => {
    const index = request.customFields.findIndex((field) => field.fieldName === 'kostenstelle');
    expect(profileInputName(`customFields.${index}.value`, request)).toBe('custom.kostenstelle');
    const failure = formFailure(
      guardError({ [`customFields.${index}.value`]: forbidden, firstName: forbidden }),
      Object.keys(rules),
      (name) => profileInputName(name, request),
    );
    expect(failure).toEqual({
      fields: { 'custom.kostenstelle': forbidden, firstName: forbidden },
      notice: null,
    });
  });

  it('keep the names the form already uses, and those it cannot place', () => {
    expect(profileInputName('customFields.0.value', { profile: request.profile, customFields: [] })).toBe(
      'customFields.0.value',
    );
    expect(profileInputName('firstName', request)).toBe('firstName');
    expect(profileInputName('custom.size', request)).toBe('custom.size');
  });
});

describe('address form values', () => {
  it('hold exactly the fields of their kind, empty without a saved address', () => {
    const billing = addressFormValues(me.billingAddress, 'billing');
    expect(Object.keys(billing).sort()).toEqual(addressFields('billing').sort());
    expect(billing.costCenter).toBe('K-12');
    const shipping = addressFormValues(null, 'shipping');
    expect(Object.keys(shipping).sort()).toEqual(addressFields('shipping').sort());
    expect(Object.values(shipping).every((value) => value === '')).toBe(true);
  });

  it('go to updateAddress with the fields of the kind only', () => {
    const request = addressRequest(
      { ...addressFormValues(null, 'shipping'), email: 'x@y.de', city: 'Bonn' },
      'shipping',
    );
    expect(request).not.toHaveProperty('email');
    expect(request.city).toBe('Bonn');
  });

  it('"same as billing address" copies all but the e-mails and the cost center', () => {
    const shipping = shippingFromBilling(addressFormValues(me.billingAddress, 'billing'));
    expect(shipping).toEqual({
      salutation: 'mr',
      title: '',
      firstName: 'Bill',
      lastName: 'Payer',
      companyName: 'Druckerei',
      phone: '',
      street: 'Weg 2',
      zipCode: '20095',
      city: 'Hamburg',
      country: 'Germany',
    });
  });
});
