import { describe, expect, it } from 'vitest';
import { languageNameKey } from './language-cookie.ts';

describe('languageNameKey', () => {
  it('maps a locale to the catalogue key of its display name', () => {
    expect(languageNameKey('de-DE')).toBe('common.languageDeDe');
    expect(languageNameKey('en-GB')).toBe('common.languageEnGb');
    expect(languageNameKey('pt-PT')).toBe('common.languagePtPt');
  });
});
