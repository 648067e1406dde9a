import { describe, expect, it } from 'vitest';
import { validation } from '../i18n/catalogue/validation.ts';
import { validationMessages } from './messages.ts';

describe('validationMessages', () => {
  it('has a catalogue entry with the same en-GB text for every key', () => {
    for (const [key, text] of Object.entries(validationMessages)) {
      expect(validation.entries[key]?.['en-GB'], key).toBe(text);
      expect(validation.entries[key]?.['de-DE'], key).toBeTruthy();
    }
  });
});
