import { describe, expect, it } from 'vitest';
import { validateField, validateRecord } from './validate-field.ts';

describe('validateField', () => {
  it('checks forbidden characters first, except for passwords', () => {
    expect(validateField('<b>', { required: true, kind: 'email' })?.key).toBe(
      'validation.forbiddenCharacters',
    );
    expect(validateField('P{a}ss<1>', { password: true, required: true })).toBeNull();
    expect(validateField(['ok', 'x}'], {})?.key).toBe('validation.forbiddenCharacters');
  });

  it('refuses text that cannot be stored in every field, passwords included', () => {
    expect(validateField('Ada\u0000', {})).toEqual({
      key: 'validation.forbiddenCharacters',
      params: { chars: 'U+0000' },
    });
    expect(validateField('<P{a}ss\uD800', { password: true })).toEqual({
      key: 'validation.forbiddenCharacters',
      params: { chars: 'U+D800' },
    });
    expect(validateField('a<b\u001b', {})?.params).toEqual({ chars: '< U+001B' });
    expect(validateField(['ok', 'x\u0001'], {})?.key).toBe('validation.forbiddenCharacters');
    expect(validateField('line 1\r\nline 2\t\u200F', { required: true })).toBeNull();
  });

  it('custom oneOf: the value is one of the options, however long or special they are', () => {
    const long = 'x'.repeat(100_000);
    const rule = { kind: 'custom' as const, oneOf: ['a|b', '(', long] };
    expect(validateField('(', rule)).toBeNull();
    expect(validateField(long, rule)).toBeNull();
    expect(validateField('a', rule)?.key).toBe('validation.mustMatch');
    expect(validateField('', rule)).toBeNull();
  });

  it('then required, then the kind', () => {
    expect(validateField('', { required: true, kind: 'email' })?.key).toBe('validation.required');
    expect(validateField('', { kind: 'email' })).toBeNull();
    expect(validateField('x', { kind: 'email' })?.key).toBe('validation.email');
    expect(validateField('+49 176 123', { kind: 'mobile' })).toBeNull();
    expect(validateField(42, { kind: 'number' })).toBeNull();
    expect(validateField('4.2', { kind: 'number' })?.key).toBe('validation.number');
    expect(validateField('http://a.de', { kind: 'url' })?.key).toBe('validation.urlHttps');
    expect(validateField('/a', { kind: 'urlAndRelative' })).toBeNull();
    expect(validateField('+49 30 123456', { kind: 'phone' })).toBeNull();
  });

  it('custom: string patterns match the whole value, RegExps as given', () => {
    expect(validateField('12345', { kind: 'custom', pattern: '[0-9]{5}' })).toBeNull();
    expect(validateField('123456', { kind: 'custom', pattern: '[0-9]{5}' })?.key).toBe(
      'validation.mustMatch',
    );
    expect(validateField('ab', { kind: 'custom', pattern: '(', messageKey: 'x.bad' })?.key).toBe('x.bad');
    const global = /a/g;
    expect(validateField('a', { kind: 'custom', pattern: global })).toBeNull();
    expect(validateField('a', { kind: 'custom', pattern: global })).toBeNull();
  });
});

describe('validateRecord', () => {
  const rules = {
    email: { required: true, kind: 'email' as const },
    mobile: { kind: 'mobile' as const },
    password: { required: true, password: true },
    company: { required: true },
  };

  it('returns per-field errors and the mandatory-fields message', () => {
    const result = validateRecord({ email: 'bad', mobile: '', password: '<x>', company: ' ' }, rules);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      email: { key: 'validation.email', params: { email: 'name@example.com' } },
      company: { key: 'validation.required' },
    });
    expect(result.formError).toEqual({ key: 'validation.mandatoryFields' });
  });

  it('checks fields without a rule for forbidden characters', () => {
    const result = validateRecord({ email: 'a@b.de', password: 'x', company: 'ACME', note: '{{x}}' }, rules);
    expect(result.errors).toEqual({
      note: { key: 'validation.forbiddenCharacters', params: { chars: '{ }' } },
    });
    expect(result.formError).toBeNull();
  });

  it('passes a valid form', () => {
    expect(validateRecord({ email: 'a@b.de', password: 'x', company: 'ACME' }, rules)).toEqual({
      valid: true,
      errors: {},
      formError: null,
    });
  });

  it('keeps a field named __proto__ as an own key', () => {
    const values = JSON.parse('{"__proto__": "<x>"}') as Record<string, unknown>;
    const result = validateRecord(values, {});
    expect(Object.keys(result.errors)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(result.errors)).toBe(Object.prototype);
  });
});
