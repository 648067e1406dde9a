import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; lang=en-GB; b=2', 'lang')).toBe('en-GB');
    expect(readCookie('x=%7B%22a%22%3A1%7D', 'x')).toBe('{"a":1}');
  });

  it('does not match a cookie whose name only ends with the wanted name', () => {
    expect(readCookie('xlang=fr-FR', 'lang')).toBeUndefined();
  });

  it('tolerates a missing header and malformed encoding', () => {
    expect(readCookie(null, 'lang')).toBeUndefined();
    expect(readCookie('lang=%E0%A4%A', 'lang')).toBe('%E0%A4%A');
  });
});

describe('serializeCookie', () => {
  it('writes path, max-age and SameSite=Lax, and Secure only when asked', () => {
    expect(serializeCookie('lang', 'de-DE', 60, false)).toBe('lang=de-DE; Path=/; Max-Age=60; SameSite=Lax');
    expect(serializeCookie('lang', 'de-DE', 60, true)).toMatch(/; Secure$/);
  });
});
