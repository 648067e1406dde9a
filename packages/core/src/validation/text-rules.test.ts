import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationMessages } from './messages.ts';
import {
  FORBIDDEN_CHARACTERS,
  checkEmail,
  checkForbiddenCharacters,
  checkInteger,
  checkLinkUrl,
  checkMobile,
  checkMustMatch,
  checkPhone,
  checkRequired,
  checkUrl,
  checkUrlOrRelative,
  findForbiddenCharacters,
} from './text-rules.ts';

const keyOf = (result: { key: string } | null) => result?.key ?? null;

describe('forbidden characters', () => {
  it('lists each offending character once, space-separated', () => {
    expect(checkForbiddenCharacters('a<b>{c}\\<')).toEqual({
      key: 'validation.forbiddenCharacters',
      params: { chars: '< > { } \\' },
    });
    expect(checkForbiddenCharacters('Müller & Söhne (GmbH) "quoted" [x] 100%')).toBeNull();
  });

  it('lists characters that cannot be stored after the visible ones, as U+XXXX', () => {
    expect(checkForbiddenCharacters('\u0000a{b\uDFFF')).toEqual({
      key: 'validation.forbiddenCharacters',
      params: { chars: '{ U+0000 U+DFFF' },
    });
  });

  it('rejects any string with a forbidden character', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...FORBIDDEN_CHARACTERS),
        fc.string(),
        (before, bad, after) => {
          const result = checkForbiddenCharacters(before + bad + after);
          expect(result?.key).toBe('validation.forbiddenCharacters');
          expect(result?.params?.['chars']?.split(' ')).toContain(bad);
        },
      ),
    );
  });

  it('passes any string without one', () => {
    const safe = fc.string({ unit: 'grapheme' }).filter((s) => findForbiddenCharacters(s).length === 0);
    fc.assert(
      fc.property(safe, (value) => {
        expect(checkForbiddenCharacters(value)).toBeNull();
      }),
    );
  });
});

describe('checkRequired', () => {
  it('treats absent, blank and empty lists as empty', () => {
    for (const value of [undefined, null, '', '   ', [], Number.NaN])
      expect(keyOf(checkRequired(value))).toBe('validation.required');
    for (const value of ['x', 0, false, ['a']]) expect(checkRequired(value)).toBeNull();
  });
});

describe('checkEmail', () => {
  it.each(['name@example.com', 'first.last-x_y@sub.example.co.uk', 'a@b.museum', 'X@Y.DE', 'a@b-c.d-e.info'])(
    'accepts %s',
    (email) => expect(checkEmail(email)).toBeNull(),
  );
  it.each([
    'name',
    'name@',
    '@example.com',
    'a@b',
    'a@b.c',
    'a@b.toolongtld',
    'a b@c.de',
    'a+b@c.de',
    'a@b.de.',
    'a@@b.de',
  ])('rejects %s with the example address', (email) =>
    expect(checkEmail(email)).toEqual({ key: 'validation.email', params: { email: 'name@example.com' } }),
  );
  it('accepts empty (required is separate)', () => expect(checkEmail('')).toBeNull());
});

describe('checkPhone', () => {
  it.each(['+49 30 1234567', '+49 1234 123456', '+4930123456', '+1 555-123-4567', '+43 1/2345678'])(
    'accepts %s',
    (v) => expect(checkPhone(v)).toBeNull(),
  );
  it.each([
    '030 1234567',
    '+49',
    '+49  30 123456',
    '+49 30 12345a',
    'phone',
    '+49 30 123456 ',
    '+1234567890123456',
  ])('rejects %s', (v) => expect(keyOf(checkPhone(v))).toBe('validation.phone'));
});

describe('checkMobile', () => {
  it.each(['+491761234567', '+49 176 1234567', '0176 1234567', '+1 555 1234567', '1'.repeat(25)])(
    'accepts %s',
    (v) => expect(checkMobile(v)).toBeNull(),
  );
  it.each(['+491 761234567x', '+', '+ 49 176', '0176-1234567', '1'.repeat(26), '   ', '++49 176'])(
    'rejects %s',
    (v) => expect(keyOf(checkMobile(v))).toBe('validation.mobile'),
  );
});

describe('checkInteger', () => {
  it('accepts digits only', () => {
    expect(checkInteger('0123')).toBeNull();
    for (const v of ['-1', '1.5', '1e3', ' 1', 'abc'])
      expect(keyOf(checkInteger(v))).toBe('validation.number');
  });
});

describe('URL rules', () => {
  it('url: shape first, then https', () => {
    expect(checkUrl('https://example.com/path?q=1#x')).toBeNull();
    expect(checkUrl('https://localhost:3000')).toBeNull();
    expect(keyOf(checkUrl('http://example.com'))).toBe('validation.urlHttps');
    for (const v of [
      'example.com',
      'ftp://example.com',
      'https://',
      'https://exa mple.com',
      'javascript:alert(1)',
    ]) {
      expect(keyOf(checkUrl(v))).toBe('validation.url');
    }
  });

  it('urlAndRelative: http(s) URL or /path', () => {
    for (const v of ['http://example.com', 'https://example.com', '/catalog/cards', '/']) {
      expect(checkUrlOrRelative(v)).toBeNull();
    }
    for (const v of ['catalog', '//evil.com', '/a b', 'mailto:x@y.de']) {
      expect(keyOf(checkUrlOrRelative(v))).toBe('validation.urlAndRelative');
    }
  });

  it('linkUrl: https:// or /path only', () => {
    for (const v of ['https://example.com', '/checkout']) expect(checkLinkUrl(v)).toBeNull();
    for (const v of ['http://example.com', 'checkout', '//evil.com', '/\\evil.com']) {
      expect(keyOf(checkLinkUrl(v))).toBe('validation.linkUrl');
    }
  });

  it('runs in linear time on hostile input', () => {
    const hostile = `https://${'a'.repeat(50_000)}`;
    const started = Date.now();
    checkUrl(`${hostile}!`);
    checkEmail(`${'a.'.repeat(25_000)}@${'b.'.repeat(25_000)}!`);
    checkPhone(`+${'1 '.repeat(25_000)}x`);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('checkMustMatch', () => {
  it('needs the exact phrase', () => {
    expect(checkMustMatch('DELETE', 'DELETE')).toBeNull();
    expect(keyOf(checkMustMatch('delete', 'DELETE'))).toBe('validation.mustMatch');
    expect(keyOf(checkMustMatch('DELETE ', 'DELETE'))).toBe('validation.mustMatch');
  });
});

describe('validationMessages', () => {
  it('keeps the spec wording', () => {
    expect(validationMessages['validation.forbiddenCharacters']).toBe('Forbidden characters {chars}');
    expect(validationMessages['validation.url']).toBe("Doesn't look like an URL");
    expect(validationMessages['validation.validUrlDot']).toBe('Please enter a valid URL.');
  });
});
