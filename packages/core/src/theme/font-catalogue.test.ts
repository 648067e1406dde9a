import { describe, expect, it } from 'vitest';
import {
  FONT_CATALOGUE,
  FONT_CATEGORIES,
  fontCatalogueEntry,
  fontCoversLanguages,
  languagesNotCovered,
  scriptsForLanguage,
} from './font-catalogue.ts';
import { FONT_REGISTRY } from './fonts.ts';

describe('FONT_CATALOGUE', () => {
  it('describes exactly the registry families, in registry order', () => {
    expect(FONT_CATALOGUE.map((font) => font.family)).toEqual(FONT_REGISTRY.map((font) => font.family));
    for (const font of FONT_CATALOGUE) {
      expect(FONT_CATEGORIES).toContain(font.category);
      // Two latin woff2 files: a few KB to a hundred.
      expect(font.downloadBytes).toBeGreaterThan(5_000);
      expect(font.downloadBytes).toBeLessThan(150_000);
      expect(font.scripts).toEqual(expect.arrayContaining(['latin', 'latin-ext']));
    }
  });

  it('files every category the browser filters by', () => {
    const byCategory = (category: string) =>
      FONT_CATALOGUE.filter((font) => font.category === category).map((font) => font.family);
    expect(byCategory('mono')).toEqual(['Roboto Mono', 'JetBrains Mono']);
    expect(byCategory('serif')).toContain('Merriweather');
    expect(byCategory('display')).toContain('Oswald');
    expect(byCategory('sans')).toContain('Inter');
  });

  it('finds a family by name in any case', () => {
    expect(fontCatalogueEntry('playfair display')?.family).toBe('Playfair Display');
    expect(fontCatalogueEntry('Comic Sans MS')).toBeUndefined();
  });
});

describe('fontCoversLanguages', () => {
  it('knows the scripts of a language from its code or locale', () => {
    expect(scriptsForLanguage('de-DE')).toEqual(['latin']);
    expect(scriptsForLanguage('pl')).toEqual(['latin', 'latin-ext']);
    expect(scriptsForLanguage('uk')).toEqual(['cyrillic']);
    expect(scriptsForLanguage('sr-Latn')).toEqual(['latin', 'latin-ext']);
    expect(scriptsForLanguage('EL')).toEqual(['greek']);
    expect(scriptsForLanguage('ja')).toBeUndefined();
    expect(scriptsForLanguage('constructor')).toBeUndefined();
  });

  it('tells which families a shop in Western and Eastern European languages can use', () => {
    expect(fontCoversLanguages('Lato', ['de-DE', 'en-GB', 'fr', 'pl'])).toBe(true);
    expect(fontCoversLanguages('Lato', ['de-DE', 'ru'])).toBe(false);
    expect(fontCoversLanguages('Inter', ['de-DE', 'ru', 'uk', 'bg', 'el', 'vi'])).toBe(true);
    expect(fontCoversLanguages('Playfair Display', ['el'])).toBe(false);
    expect(fontCoversLanguages('Work Sans', ['vi'])).toBe(true);
    expect(languagesNotCovered('DM Sans', ['de', 'ru', 'el', 'ja'])).toEqual(['ru', 'el', 'ja']);
  });

  it('covers no language for a family outside the registry, and every set of none', () => {
    expect(fontCoversLanguages('Comic Sans MS', ['en'])).toBe(false);
    expect(fontCoversLanguages('Inter', [])).toBe(true);
  });
});
