import { describe, expect, it } from 'vitest';
import { readPageDocument } from '../pages/page-document.ts';
import { PAGE_SCHEMA_VERSION } from '../pages/page-migrations.ts';
import {
  checkStockPhotoAppName,
  CREDIT_NAME_MAX_LENGTH,
  fieldSafeText,
  readStockPhotoSettings,
  stockPhotoImage,
  stockPhotoQuery,
  withReferral,
} from './stock-photos.ts';

describe('withReferral', () => {
  it("adds the provider's referral to a link, replacing one it carried", () => {
    expect(withReferral('https://unsplash.com/@ada', 'my_shop')).toBe(
      'https://unsplash.com/@ada?utm_source=my_shop&utm_medium=referral',
    );
    expect(withReferral('https://unsplash.com/?utm_source=other&x=1', 'my_shop')).toBe(
      'https://unsplash.com/?utm_source=my_shop&x=1&utm_medium=referral',
    );
  });

  it('gives no link for an address that is not https', () => {
    expect(withReferral('javascript:alert(1)', 'a')).toBe('');
    expect(withReferral('http://unsplash.com/@ada', 'a')).toBe('');
    expect(withReferral('not a url', 'a')).toBe('');
  });
});

describe('fieldSafeText', () => {
  it('drops what no field may hold, keeps one line, and cuts without splitting a character', () => {
    expect(fieldSafeText('Ada <b>{Lens}</b>\\', 120)).toBe('Ada bLens/b');
    expect(fieldSafeText('two\nlines\u0000 here', 120)).toBe('two lines here');
    expect(fieldSafeText('ab😀c', 3)).toBe('ab');
    expect(fieldSafeText(null, 10)).toBe('');
  });
});

describe('stockPhotoQuery', () => {
  it('trims and joins the words; nothing to search when empty or too long', () => {
    expect(stockPhotoQuery('  business   cards ')).toBe('business cards');
    expect(stockPhotoQuery('   ')).toBeNull();
    expect(stockPhotoQuery('x'.repeat(101))).toBeNull();
  });
});

describe("a shop's stock photo settings", () => {
  it('reads its application name; anything else is the platform default', () => {
    expect(readStockPhotoSettings({ stockPhotos: { appName: 'north_print' } })).toEqual({
      appName: 'north_print',
    });
    expect(readStockPhotoSettings({ stockPhotos: { appName: 'a b' } })).toEqual({ appName: '' });
    expect(readStockPhotoSettings(null)).toEqual({ appName: '' });
    expect(checkStockPhotoAppName('north_print')).toBeNull();
    expect(checkStockPhotoAppName('')).toBeNull();
    expect(checkStockPhotoAppName('north print')).toEqual({ key: 'validation.appName' });
  });
});

describe('stockPhotoImage', () => {
  it('gives the image block a value its reader keeps whole, credit included', () => {
    const image = {
      ...stockPhotoImage({
        url: '/media/0b3c8a52-8f5e-4c39-9f0e-5b1c6d2e7a10',
        credit: {
          authorName: fieldSafeText('Ada <Lens>', CREDIT_NAME_MAX_LENGTH),
          authorUrl: withReferral('https://unsplash.com/@ada_lens', 'my_shop'),
          sourceUrl: withReferral('https://unsplash.com/', 'my_shop'),
        },
      }),
      alt: { 'de-DE': 'Visitenkarten auf einem Tisch' },
    };
    const page = {
      schemaVersion: PAGE_SCHEMA_VERSION,
      sections: [{ id: 's', blocks: [{ id: 'i', type: 'image', props: { image } }] }],
    };
    const reading = readPageDocument(page, { languages: ['de-DE', 'en-GB'] });
    expect(reading.problems).toEqual([]);
    const block = reading.document.sections[0]!.blocks[0]!;
    expect((block.props as { image: unknown }).image).toEqual(image);
  });
});
