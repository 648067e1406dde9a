import { describe, expect, it } from 'vitest';
import { localizedText } from './localized-text.ts';

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
