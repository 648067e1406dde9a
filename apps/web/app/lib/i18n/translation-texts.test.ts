import { describe, expect, it } from 'vitest';
import { toLanguageTexts } from './translation-texts.ts';

describe('toLanguageTexts', () => {
  it('keeps well-formed texts and drops the rest', () => {
    expect(toLanguageTexts({ 'de-DE': { a: 'A', b: 3, c: '' }, x: 'nope', y: [1] })).toEqual({
      'de-DE': { a: 'A' },
    });
    expect(toLanguageTexts('[]')).toBeNull();
    expect(toLanguageTexts(null)).toBeNull();
  });
});
