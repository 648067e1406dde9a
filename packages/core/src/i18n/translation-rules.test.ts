import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlaceholders, checkTranslationSave, sourceHash, textState } from './translation-rules.ts';

describe('checkTranslationSave', () => {
  it('refuses another language while the default language is empty', () => {
    expect(checkTranslationSave('de-DE', { 'de-DE': ' ', 'en-GB': 'Cart' })).toEqual({
      key: 'validation.defaultLanguageFirst',
    });
    expect(checkTranslationSave('de-DE', { 'de-DE': 'Warenkorb', 'en-GB': 'Cart' })).toBeNull();
    expect(checkTranslationSave('de-DE', { 'de-DE': '', 'en-GB': '' })).toBeNull();
  });
});

describe('checkPlaceholders', () => {
  it('allows the base text’s placeholders in any order and nothing else in braces', () => {
    expect(checkPlaceholders('Hallo {name}, {count} Artikel', '{count} items, hello {name}')).toBeNull();
    expect(checkPlaceholders('Hallo {name}', 'Hello')).toEqual({
      key: 'validation.translationPlaceholders',
      params: { placeholders: '{name}' },
    });
    expect(checkPlaceholders('Hallo {name}', 'Hello {name} {name}')?.key).toBe(
      'validation.translationPlaceholders',
    );
    expect(checkPlaceholders('Hallo', 'Hello {user}')?.key).toBe('validation.translationPlaceholders');
    expect(checkPlaceholders('Hallo {name}', 'Hello {name} <b>')).toEqual({
      key: 'validation.forbiddenCharacters',
      params: { chars: '< >' },
    });
    expect(checkPlaceholders('Hallo', 'Hello {')?.key).toBe('validation.forbiddenCharacters');
    expect(checkPlaceholders('Hallo', 'Hel\u0000lo')?.key).toBe('validation.forbiddenCharacters');
  });
});

describe('sourceHash', () => {
  it('is FNV-1a 64 (known values) and differs for a changed text', () => {
    expect(sourceHash('')).toBe('cbf29ce484222325');
    expect(sourceHash('a')).toBe('af63dc4c8601ec8c');
    expect(sourceHash('foobar')).toBe('85944171f73967e8');
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(sourceHash(text)).toMatch(/^[0-9a-f]{16}$/);
        expect(sourceHash(text + 'x')).not.toBe(sourceHash(text));
      }),
    );
  });
});

describe('textState', () => {
  it('reads untranslated, machine, reviewed and outdated', () => {
    expect(textState('', null, 'h1')).toEqual({ state: 'untranslated', outdated: false });
    expect(textState('Cart', null, 'h1')).toEqual({ state: 'reviewed', outdated: false });
    expect(textState('Cart', { state: 'machine', sourceHash: 'h1' }, 'h1')).toEqual({
      state: 'machine',
      outdated: false,
    });
    expect(textState('Cart', { state: 'reviewed', sourceHash: 'h0' }, 'h1')).toEqual({
      state: 'reviewed',
      outdated: true,
    });
  });
});
