import { describe, expect, it } from 'vitest';
import { entriesToLanguageTexts, toLanguageTexts } from './translation-texts.ts';

describe('entriesToLanguageTexts', () => {
  it('groups texts by language and skips empty ones', () => {
    const texts = entriesToLanguageTexts([
      {
        translationKey: 'common.confirm',
        baseTranslation: 'Bestätigen',
        languageCode: 'de-DE',
        translations: [
          { languageCode: 'de-DE', translation: 'Bestätigen' },
          { languageCode: 'en-GB', translation: 'Confirm' },
          { languageCode: 'en-US', translation: '  ' },
        ],
      },
    ]);
    expect(texts).toEqual({
      'de-DE': { 'common.confirm': 'Bestätigen' },
      'en-GB': { 'common.confirm': 'Confirm' },
    });
  });

  it('uses the base translation for the entry language when that has no text', () => {
    const texts = entriesToLanguageTexts([
      { translationKey: 'x', baseTranslation: 'Basis', languageCode: 'de-DE', translations: [] },
    ]);
    expect(texts).toEqual({ 'de-DE': { x: 'Basis' } });
  });
});

describe('toLanguageTexts', () => {
  it('keeps well-formed texts and drops the rest', () => {
    expect(toLanguageTexts({ 'de-DE': { a: 'A', b: 3, c: '' }, x: 'nope', y: [1] })).toEqual({
      'de-DE': { a: 'A' },
    });
    expect(toLanguageTexts('[]')).toBeNull();
    expect(toLanguageTexts(null)).toBeNull();
  });
});
