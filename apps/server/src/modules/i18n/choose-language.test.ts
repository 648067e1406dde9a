import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { chooseLanguage } from './choose-language.ts';

const tenant = {
  languages: [
    { code: 'de-DE', isDefault: true },
    { code: 'en-GB', isDefault: false },
  ],
  defaultLanguage: 'de-DE',
} as Tenant;

const request = (url: string, cookie?: string, acceptLanguage?: string) =>
  ({
    url,
    cookies: cookie ? { lang: cookie } : {},
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  }) as unknown as FastifyRequest;

describe('the language of a request', () => {
  it('takes ?lang= of the address first, when it is one of the shop’s languages', () => {
    expect(chooseLanguage(request('/products/flyer?lang=en-GB', 'de-DE'), tenant)).toBe('en-GB');
    expect(chooseLanguage(request('/?size=a5&lang=de-DE', undefined, 'en-GB'), tenant)).toBe('de-DE');
  });

  it('ignores ?lang= of a language the shop does not have, and falls back to cookie, header, default', () => {
    expect(chooseLanguage(request('/?lang=fr-FR', 'en-GB'), tenant)).toBe('en-GB');
    expect(chooseLanguage(request('/?lang=', undefined, 'en-GB,en;q=0.8'), tenant)).toBe('en-GB');
    expect(chooseLanguage(request('/'), tenant)).toBe('de-DE');
  });
});
