import { describe, expect, it } from 'vitest';
import { checkShopLanguage, checkTenantGeneral } from './tenant-rules.ts';

describe('checkTenantGeneral', () => {
  const valid = { companyName: 'NorthPrint Studio Ltd', pageTitle: { 'en-GB': 'NorthPrint' }, claim: {} };

  it('accepts a company name and a page title in the default language', () => {
    expect(checkTenantGeneral(valid, 'en-GB')).toEqual({});
  });

  it('requires the company name and the page title in the default language only', () => {
    const errors = checkTenantGeneral(
      { companyName: '  ', pageTitle: { 'de-DE': 'Nur Deutsch' }, claim: {} },
      'en-GB',
    );
    expect(errors).toEqual({
      companyName: { key: 'validation.required' },
      'pageTitle.en-GB': { key: 'validation.required' },
    });
  });

  it('refuses forbidden characters in every text', () => {
    const errors = checkTenantGeneral(
      { ...valid, companyName: 'A <b>', claim: { 'de-DE': 'Hallo {name}' } },
      'en-GB',
    );
    expect(Object.keys(errors).sort()).toEqual(['claim.de-DE', 'companyName']);
    expect(errors.companyName?.key).toBe(errors['claim.de-DE']?.key);
  });
});

describe('checkShopLanguage', () => {
  it('accepts only a language the shop offers', () => {
    expect(checkShopLanguage('en-GB', ['de-DE', 'en-GB'])).toBeNull();
    expect(checkShopLanguage('pl-PL', ['de-DE', 'en-GB'])).toEqual({ key: 'validation.unknownLanguage' });
  });
});
