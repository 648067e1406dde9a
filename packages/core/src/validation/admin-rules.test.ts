import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCategoryLinkUrl,
  checkDomain,
  checkEmailList,
  checkExternalMediaUrl,
  checkFieldName,
  checkFieldRequired,
  checkPositiveNumber,
  checkRoleName,
  checkSignupEmail,
  checkSignupPassword,
  checkSlug,
  checkSocialButtonCount,
  checkUsername,
  parseDecimal,
} from './admin-rules.ts';

const keyOf = (result: { key: string } | null) => result?.key ?? null;

describe('names', () => {
  it('role name and username: required, lowercase letters and digits', () => {
    expect(checkRoleName('shopadmin2')).toBeNull();
    expect(checkUsername('anna2')).toBeNull();
    expect(keyOf(checkRoleName(''))).toBe('validation.roleNameRequired');
    expect(keyOf(checkUsername(' '))).toBe('validation.usernameRequired');
    for (const v of ['Admin', 'shop admin', 'shop-admin', 'ädmin']) {
      expect(keyOf(checkRoleName(v))).toBe('validation.roleName');
      expect(keyOf(checkUsername(v))).toBe('validation.username');
    }
  });

  it('names are at most 64 characters (they are unique keys of their tables)', () => {
    const tooLong = { key: 'validation.tooLong', params: { max: '64' } };
    expect(checkRoleName('a'.repeat(64))).toBeNull();
    expect(checkRoleName('a'.repeat(65))).toEqual(tooLong);
    expect(checkUsername('a'.repeat(100_000))).toEqual(tooLong);
    expect(checkFieldName('A'.repeat(65))).toEqual(tooLong);
  });

  it('field name: required, letters and digits', () => {
    expect(checkFieldName('CostCenter2')).toBeNull();
    expect(keyOf(checkFieldName(' '))).toBe('validation.fieldNameRequired');
    expect(keyOf(checkFieldName('cost_center'))).toBe('validation.fieldName');
  });
});

describe('sign-up', () => {
  it('password needs 8+ chars with upper, lower, digit and special', () => {
    expect(checkSignupPassword('Abcdef1!')).toBeNull();
    expect(checkSignupPassword('Äbcdéf1€')).toBeNull();
    for (const v of ['Abcde1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abcdef1 ']) {
      expect(checkSignupPassword(v)).toEqual({ key: 'validation.signupPassword' });
    }
  });

  it('email uses the shared pattern and its own message', () => {
    expect(checkSignupEmail('name@example.com')).toBeNull();
    expect(checkSignupEmail('')).toEqual({ key: 'validation.signupEmail' });
    expect(checkSignupEmail('name@example')).toEqual({ key: 'validation.signupEmail' });
  });
});

describe('checkEmailList', () => {
  it('comma-separated addresses without spaces or semicolons', () => {
    expect(checkEmailList('a@example.com')).toBeNull();
    expect(checkEmailList('a@example.com,b@example.org')).toBeNull();
    expect(checkEmailList('')).toBeNull();
    for (const v of [
      'a@example.com, b@example.org',
      'a@example.com;b@example.org',
      'a@example.com,',
      'nope',
    ]) {
      expect(keyOf(checkEmailList(v))).toBe('validation.emailList');
    }
  });
});

describe('return-on-investment rules', () => {
  it('positive numbers, text or number, comma decimals allowed', () => {
    for (const v of [1, 0.5, '3', '2,5', '2.5']) expect(checkPositiveNumber(v)).toBeNull();
    for (const v of [0, -1, '0', '-2', 'abc', '1e5', Infinity]) {
      expect(keyOf(checkPositiveNumber(v))).toBe('validation.positiveNumber');
    }
    expect(checkPositiveNumber('')).toBeNull();
    expect(parseDecimal(' 1,25 ')).toBe(1.25);
  });

  it('every field required with its own message', () => {
    expect(checkFieldRequired('')).toEqual({ key: 'validation.fieldRequired' });
    expect(checkFieldRequired(0)).toBeNull();
  });
});

describe('slug, domain, prompt, social buttons', () => {
  it('slug', () => {
    for (const v of ['business-cards', 'a', 'flyer-a5-2']) expect(checkSlug(v)).toBeNull();
    for (const v of ['', 'Business', 'a--b', '-a', 'a-', 'a_b', 'ä'])
      expect(keyOf(checkSlug(v))).toBe('validation.invalidSlug');
  });

  it('domain', () => {
    for (const v of ['example.com', 'shop.example.co.uk', 'xn--mller-kva.de', 'acme.localhost']) {
      expect(checkDomain(v)).toBeNull();
    }
    for (const v of [
      '',
      'localhost',
      'https://example.com',
      'example.com/x',
      '-a.com',
      'a..com',
      'a.c',
      `${'a'.repeat(64)}.com`,
    ]) {
      expect(keyOf(checkDomain(v))).toBe('validation.invalidDomain');
    }
  });

  it('at most 5 social buttons', () => {
    expect(checkSocialButtonCount(5)).toBeNull();
    expect(checkSocialButtonCount([1, 2, 3, 4, 5, 6])).toEqual({ key: 'validation.maxSocialButtons' });
  });
});

describe('media and category URLs', () => {
  it('external media URL: http(s)', () => {
    expect(checkExternalMediaUrl('http://cdn.example.com/a.jpg')).toBeNull();
    expect(checkExternalMediaUrl('/a.jpg')).toEqual({ key: 'validation.validUrl' });
  });

  it('category link URL: https:// or relative from /', () => {
    expect(checkCategoryLinkUrl('/catalog/flyers')).toBeNull();
    expect(checkCategoryLinkUrl('https://example.com')).toBeNull();
    expect(checkCategoryLinkUrl('flyers')).toEqual({ key: 'validation.validUrlDot' });
    expect(checkCategoryLinkUrl('http://example.com')).toEqual({ key: 'validation.validUrlDot' });
    expect(checkCategoryLinkUrl('//evil.example')).toEqual({ key: 'validation.validUrlDot' });
  });

  it('slugs built from safe parts always pass', () => {
    const part = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 5 }), (parts) => {
        expect(checkSlug(parts.join('-'))).toBeNull();
      }),
    );
  });
});
