import { describe, expect, it } from 'vitest';
import { entriesToLanguageTexts, mergeLanguageTexts, toLanguageTexts } from './translation-texts.ts';

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

describe('mergeLanguageTexts', () => {
  it('lets the second argument win per key and keeps the rest', () => {
    const base = { 'de-DE': { a: 'alt', b: 'b' }, 'en-GB': { a: 'old' } };
    const merged = mergeLanguageTexts(base, { 'de-DE': { a: 'neu' }, 'en-US': { c: 'c' } });
    expect(merged).toEqual({ 'de-DE': { a: 'neu', b: 'b' }, 'en-GB': { a: 'old' }, 'en-US': { c: 'c' } });
    expect(base['de-DE'].a).toBe('alt');
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
