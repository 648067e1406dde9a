import { describe, expect, it } from 'vitest';
import {
  checkNewPage,
  isoDateTime,
  localDateTime,
  newPageInputName,
  pageInputOf,
  scheduleChanged,
} from './content-page-values.ts';

const SHOP = { languages: ['de-DE', 'en-GB'], defaultLanguage: 'de-DE' };

describe('page settings values', () => {
  it('round-trips a publish time through the date-time input, to the minute', () => {
    const iso = '2027-06-01T08:00:00.000Z';
    expect(isoDateTime(localDateTime(iso))).toBe(iso);
    expect(localDateTime(null)).toBe('');
    expect(isoDateTime('  ')).toBeNull();
  });

  it('keeps the seconds of a publish time that has them: saving the form again does not move it', () => {
    const iso = '2027-06-01T08:00:42.000Z';
    expect(localDateTime(iso)).toMatch(/T\d\d:\d\d:42$/);
    expect(isoDateTime(localDateTime(iso))).toBe(iso);
  });

  it('sends trimmed texts without the empty ones, slugs in lower case', () => {
    const input = pageInputOf({
      title: { 'de-DE': ' Über uns ', 'en-GB': '' },
      slugs: { 'de-DE': 'Ueber-Uns', 'en-GB': ' ' },
      seoTitle: {},
      seoDescription: {},
      socialImage: ' ',
    });
    expect(input).toEqual({
      title: [{ language: 'de-DE', text: 'Über uns' }],
      slugs: [{ language: 'de-DE', text: 'ueber-uns' }],
      seoTitle: [],
      seoDescription: [],
      socialImage: '',
    });
  });

  it('calls for the status change only when status or window differ from the stored page', () => {
    const stored = { status: 'active', publishAt: '2027-06-01T08:00:00Z', unpublishAt: null } as const;
    const page = stored as unknown as Parameters<typeof scheduleChanged>[0];
    expect(
      scheduleChanged(page, { status: 'active', publishAt: '2027-06-01T08:00:00.000Z', unpublishAt: null }),
    ).toBe(false);
    expect(
      scheduleChanged(page, { status: 'inactive', publishAt: stored.publishAt, unpublishAt: null }),
    ).toBe(true);
    expect(scheduleChanged(page, { status: 'active', publishAt: null, unpublishAt: null })).toBe(true);
  });

  it('names the new page rules’ errors by the dialog’s inputs', () => {
    expect(checkNewPage({ title: '', slug: 'admin' }, SHOP)).toEqual({
      title: { key: 'validation.required' },
      slug: { key: 'validation.invalidSlug' },
    });
    expect(newPageInputName('slugs.de-DE')).toBe('slug');
  });
});
