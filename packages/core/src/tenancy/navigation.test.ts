import { describe, expect, it } from 'vitest';
import { checkNavigation, MAX_NAV_ENTRIES, readNavigation, type NavEntry } from './navigation.ts';

const CATEGORY = '3f1c2a9e-8b7d-4c6e-9a5f-1b2c3d4e5f60';
const entry = (over: Partial<NavEntry> = {}): NavEntry => ({
  id: 'e1',
  kind: 'url',
  target: '/catalog',
  label: { 'de-DE': 'Katalog' },
  newTab: false,
  ...over,
});

describe('navigation rules', () => {
  it('accepts links that are https:// or relative, and entries naming a category by id', () => {
    const entries = [
      entry(),
      entry({ id: 'e2', target: 'https://example.com/x' }),
      entry({ id: 'e3', kind: 'category', target: CATEGORY }),
    ];
    expect(checkNavigation(entries, 'de-DE')).toEqual({});
  });

  it("refuses other links with the spec's message", () => {
    for (const target of ['http://example.com', 'javascript:alert(1)', '//evil.example', 'catalog'])
      expect(checkNavigation([entry({ target })], 'de-DE')['entries.0.target']).toEqual({
        key: 'validation.linkUrl',
      });
  });

  it('needs the label in the default language before any other', () => {
    const errors = checkNavigation([entry({ label: { 'en-GB': 'Catalogue' } })], 'de-DE');
    expect(errors['entries.0.label.de-DE']).toEqual({ key: 'validation.defaultLanguageFirst' });
  });

  it('allows at most 12 entries, each with its own id and a real target', () => {
    const many = Array.from({ length: MAX_NAV_ENTRIES + 1 }, (_, i) => entry({ id: `e${i}` }));
    expect(checkNavigation(many, 'de-DE').entries).toEqual({
      key: 'validation.tooManyItems',
      params: { max: '12' },
    });
    expect(checkNavigation(many.slice(1), 'de-DE')).toEqual({});
    const errors = checkNavigation(
      [entry(), entry(), entry({ id: 'e3', kind: 'product', target: 'not-an-id' })],
      'de-DE',
    );
    expect(Object.keys(errors).sort()).toEqual(['entries.1.id', 'entries.2.target']);
  });

  it('refuses the forbidden characters in labels', () => {
    const errors = checkNavigation([entry({ label: { 'de-DE': 'A <b>' } })], 'de-DE');
    expect(errors['entries.0.label.de-DE']?.key).toBe('validation.forbiddenCharacters');
  });

  it('reads stored entries tolerantly: broken ones are left out', () => {
    const stored = {
      navigation: [
        entry(),
        { ...entry({ id: 'bad-link' }), target: 'javascript:x' },
        { id: 'no-kind', target: '/x', label: { 'de-DE': 'x' } },
        { ...entry({ id: 'no-label' }), label: {} },
        'junk',
      ],
    };
    expect(readNavigation(stored).map((e) => e.id)).toEqual(['e1']);
    expect(readNavigation({})).toEqual([]);
    expect(readNavigation(null)).toEqual([]);
  });
});
