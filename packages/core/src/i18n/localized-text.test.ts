import { describe, expect, it } from 'vitest';
import { localizedText, pickLocalized, readLocalizedText } from './localized-text.ts';

describe('localizedText', () => {
  const texts = { 'de-DE': 'Hallo', 'en-GB': 'Hello' };

  it('follows the fallback chain', () => {
    expect(localizedText(texts, 'en-GB', 'de-DE')).toBe('Hello');
    expect(localizedText(texts, 'en-US', 'de-DE')).toBe('Hello');
    expect(localizedText(texts, 'fr-FR', 'en-GB')).toBe('Hello');
    expect(localizedText(texts, 'fr-FR', 'it-IT')).toBe('Hallo');
  });

  it('uses any text when the chain has none, and tolerates missing settings', () => {
    expect(localizedText({ 'pt-PT': 'Olá' }, 'en-GB', 'en-GB')).toBe('Olá');
    expect(localizedText({ 'en-GB': ' ' }, 'en-GB', 'en-GB')).toBe('');
    expect(localizedText(undefined, 'en-GB', 'en-GB')).toBe('');
  });
});

describe('pickLocalized', () => {
  it('tells the language of the value it picked, along the chain, else any', () => {
    const chain = ['de-DE', 'en-GB'];
    expect(pickLocalized({ 'en-GB': 'Hello', 'de-DE': 'Hallo' }, chain)).toEqual({
      language: 'de-DE',
      value: 'Hallo',
    });
    expect(pickLocalized({ 'en-GB': 'Hello', 'de-DE': '  ' }, chain)).toEqual({
      language: 'en-GB',
      value: 'Hello',
    });
    expect(pickLocalized({ 'fr-FR': 'Bonjour' }, chain)).toEqual({ language: 'fr-FR', value: 'Bonjour' });
    expect(pickLocalized({}, chain)).toBeUndefined();
  });

  it('picks rich texts (documents) alike, skipping empty ones', () => {
    const body = [{ type: 'paragraph', children: [{ text: 'Body' }] }];
    expect(pickLocalized({ 'de-DE': [], 'en-GB': body }, ['de-DE', 'en-GB'])).toEqual({
      language: 'en-GB',
      value: body,
    });
  });
});

describe('readLocalizedText', () => {
  it('keeps the texts of a stored map, with locale keys and string values only', () => {
    expect(readLocalizedText({ 'de-DE': 'Hallo', en_gb: 'Hello', 'en-US': 42, __proto__x: 'x' })).toEqual({
      'de-DE': 'Hallo',
      'en-GB': 'Hello',
    });
  });

  it('reads a single string (the shape before texts were per language) as the default language text', () => {
    expect(readLocalizedText('Gedruckt mit Sorgfalt.', 'de-DE')).toEqual({
      'de-DE': 'Gedruckt mit Sorgfalt.',
    });
    expect(readLocalizedText('Sharp print.', 'en-GB')).toEqual({ 'en-GB': 'Sharp print.' });
    expect(readLocalizedText('  ', 'de-DE')).toEqual({});
    expect(readLocalizedText(undefined)).toEqual({});
    expect(readLocalizedText(['x'])).toEqual({});
  });
});
