import { describe, expect, it } from 'vitest';
import {
  checkPageSchedule,
  checkPageSlug,
  isPageLive,
  normalizePageMeta,
  PAGE_SEO_DESCRIPTION_MAX,
  PAGE_SEO_TITLE_MAX,
  pageStatusChip,
  RESERVED_SHOP_PATHS,
  validatePageMeta,
  type PageMetaInput,
} from './page-rules.ts';

const languages = ['de-DE', 'en-GB'];
const options = { languages, defaultLanguage: 'de-DE' };
const meta = (changes: Partial<PageMetaInput> = {}): PageMetaInput => ({
  title: { 'de-DE': 'Über uns', 'en-GB': 'About us' },
  slugs: { 'de-DE': 'ueber-uns', 'en-GB': 'about' },
  seoTitle: {},
  seoDescription: {},
  socialImage: '',
  ...changes,
});

describe('checkPageSlug', () => {
  it.each(['about', 'ueber-uns', 'a', 'faq-2026', 'x'.repeat(80)])('accepts %s', (slug) => {
    expect(checkPageSlug(slug)).toBeNull();
  });

  it.each(['', 'About', 'über', 'a b', 'a/b', 'a_b', 'x'.repeat(81), '../etc'])('refuses %j', (slug) => {
    expect(checkPageSlug(slug)).toEqual({ key: 'validation.invalidSlug' });
  });

  it("refuses every one of the shop's own paths", () => {
    for (const path of RESERVED_SHOP_PATHS) {
      expect(checkPageSlug(path), path).toEqual({ key: 'validation.invalidSlug' });
    }
    expect(checkPageSlug('catalogue')).toBeNull();
  });
});

describe('validatePageMeta', () => {
  it('accepts a page with a title in the default language and a slug', () => {
    expect(validatePageMeta(normalizePageMeta(meta()), options)).toEqual({});
  });

  it('asks for the title in the default language, names each bad slug by its language', () => {
    const input = normalizePageMeta(
      meta({ title: { 'en-GB': 'About' }, slugs: { 'de-DE': 'admin', 'en-GB': 'ok' } }),
    );
    expect(validatePageMeta(input, options)).toEqual({
      'title.de-DE': { key: 'validation.required' },
      'slugs.de-DE': { key: 'validation.invalidSlug' },
    });
  });

  it('needs at least one slug, lower-cases and trims what is typed', () => {
    expect(validatePageMeta(normalizePageMeta(meta({ slugs: { 'de-DE': '  ' } })), options)).toEqual({
      'slugs.de-DE': { key: 'validation.invalidSlug' },
    });
    expect(normalizePageMeta(meta({ slugs: { 'de-DE': ' Ueber-Uns ' } })).slugs).toEqual({
      'de-DE': 'ueber-uns',
    });
  });

  it('limits SEO title and description, refuses forbidden characters and other languages', () => {
    const input = normalizePageMeta(
      meta({
        seoTitle: { 'de-DE': 'x'.repeat(PAGE_SEO_TITLE_MAX + 1), 'en-GB': 'x'.repeat(PAGE_SEO_TITLE_MAX) },
        seoDescription: { 'de-DE': 'y'.repeat(PAGE_SEO_DESCRIPTION_MAX + 1), 'fr-FR': 'z' },
        title: { 'de-DE': 'a <b>' },
        socialImage: 'javascript:alert(1)',
      }),
    );
    const errors = validatePageMeta(input, options);
    expect(errors['seoTitle.de-DE']).toEqual({ key: 'validation.tooLong', params: { max: '70' } });
    expect(errors['seoTitle.en-GB']).toBeUndefined();
    expect(errors['seoDescription.de-DE']).toEqual({ key: 'validation.tooLong', params: { max: '160' } });
    expect(errors['seoDescription.fr-FR']).toEqual({ key: 'validation.unknownLanguage' });
    expect(errors['title.de-DE']?.key).toBe('validation.forbiddenCharacters');
    expect(errors.socialImage?.key).toBe('validation.linkUrl');
  });
});

describe('isPageLive and pageStatusChip', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const earlier = new Date('2026-05-01T00:00:00Z');
  const later = new Date('2026-07-01T00:00:00Z');
  const page = (status: 'active' | 'inactive', publishAt: Date | null, unpublishAt: Date | null) => ({
    status,
    publishAt,
    unpublishAt,
  });

  it.each([
    ['active, no window', page('active', null, null), true, 'active'],
    ['inactive', page('inactive', null, null), false, 'inactive'],
    ['inactive even inside its window', page('inactive', earlier, later), false, 'inactive'],
    ['publish time passed (no job ran)', page('active', earlier, null), true, 'active'],
    ['publish time ahead', page('active', later, null), false, 'scheduled'],
    ['unpublish time passed (no job ran)', page('active', null, earlier), false, 'active'],
    ['inside its window', page('active', earlier, later), true, 'active'],
    ['at its publish time exactly', page('active', now, null), true, 'active'],
    ['at its unpublish time exactly', page('active', null, now), false, 'active'],
  ] as const)('%s', (_name, schedule, live, chip) => {
    expect(isPageLive(schedule, now)).toBe(live);
    expect(pageStatusChip(schedule, now)).toBe(chip);
  });

  it('refuses a window that ends before it starts', () => {
    expect(checkPageSchedule(later, earlier)).toEqual({ key: 'validation.pageScheduleOrder' });
    expect(checkPageSchedule(earlier, earlier)).toEqual({ key: 'validation.pageScheduleOrder' });
    expect(checkPageSchedule(earlier, later)).toBeNull();
    expect(checkPageSchedule(null, earlier)).toBeNull();
  });
});
