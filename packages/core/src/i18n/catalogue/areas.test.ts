import { describe, expect, it } from 'vitest';
import { splitTextsByArea, textAreaOf, textAreas, textsOfAreas } from './areas.ts';
import { builtInCatalogue, catalogueForLanguage, catalogueGroups } from './index.ts';

describe('text areas', () => {
  it('puts the groups every page uses into the shell', () => {
    expect(textAreaOf('common.confirm')).toBe('shell');
    expect(textAreaOf('validation.required')).toBe('shell');
    expect(textAreaOf('shell.cart')).toBe('shell');
  });

  it('gives the other groups an area of their own', () => {
    expect(textAreaOf('shop.viewProduct')).toBe('shop');
    expect(textAreaOf('profile.firstName')).toBe('account');
    expect(textAreaOf('admin.navUsers')).toBe('admin');
    expect(textAreaOf('checkout.vat')).toBe('checkout');
    expect(textAreaOf('shop.formTitle')).toBe('product');
    expect(textAreaOf('shop.preflightFailed')).toBe('product');
    expect(textAreaOf('shop.formPreview')).toBe('shop');
  });

  it('keeps the keys the header renders with the shell', () => {
    expect(textAreaOf('shop.cartCountLabel')).toBe('shell');
    expect(textAreaOf('auth.changePasswordTitle')).toBe('shell');
  });

  it('puts every mail template, and nothing else, into the mail area', () => {
    const mail = Object.keys(builtInCatalogue).filter((key) => textAreaOf(key) === 'mail');
    expect(mail.sort()).toEqual([
      'auth.accountExistsEmailBody',
      'auth.accountExistsEmailSubject',
      'auth.loginCodeEmailBody',
      'auth.loginCodeEmailSubject',
      'auth.passwordResetEmailBody',
      'auth.passwordResetEmailSubject',
      'checkout.orderConfirmationEmailBody',
      'checkout.orderConfirmationEmailSubject',
      'checkout.stockWarningEmailBody',
      'checkout.stockWarningEmailSubject',
    ]);
    expect(textAreaOf('auth.signupEmail')).toBe('auth');
  });

  it('treats keys of groups the catalogue does not know (a tenant’s own) as the shell’s', () => {
    expect(textAreaOf('custom.banner')).toBe('shell');
    expect(textAreaOf('nodot')).toBe('shell');
  });

  it('knows an area for every catalogue group', () => {
    for (const { group } of catalogueGroups) {
      const key = Object.keys(catalogueGroups.find((g) => g.group === group)!.entries)[0]!;
      expect(textAreas, key).toContain(textAreaOf(key));
    }
  });

  it('splits a language’s texts without losing or doubling a key', () => {
    const texts = catalogueForLanguage('en-GB');
    const split = splitTextsByArea(texts);
    const merged = Object.assign({}, ...Object.values(split)) as Record<string, string>;
    expect(merged).toEqual(texts);
    expect(Object.values(split).reduce((n, area) => n + Object.keys(area).length, 0)).toBe(
      Object.keys(texts).length,
    );
    for (const [area, areaTexts] of Object.entries(split)) {
      for (const key of Object.keys(areaTexts)) expect(textAreaOf(key), key).toBe(area);
    }
  });

  it('joins the shell’s texts with the requested areas', () => {
    const split = { shell: { a: 'A' }, shop: { b: 'B' }, admin: { c: 'C' }, mail: { d: 'D' } };
    expect(textsOfAreas(split, ['shop'])).toEqual({ a: 'A', b: 'B' });
    expect(textsOfAreas(split, [])).toEqual({ a: 'A' });
  });
});
