import { describe, expect, it } from 'vitest';
import {
  orderedVariant,
  productWithVariant,
  supplierPartId,
  variantLabel,
  type OrderedField,
} from './order-line.ts';
import { isColourValue, orderedValues } from './ordered-values.ts';

const t = (de: string, en: string) => ({ 'de-DE': de, 'en-GB': en });

const fields: OrderedField[] = [
  { name: 'image', label: t('Druckdaten', 'Artwork'), type: 'image' },
  {
    name: 'finish',
    label: t('Oberfläche', 'Finish'),
    type: 'select',
    options: [{ value: 'gloss', label: t('Hochglanz', 'High gloss') }],
  },
  { name: 'edge', label: t('Randfarbe', 'Edge colour'), type: 'colour' },
  { name: 'notes', label: t('Hinweise', 'Notes'), type: 'textarea' },
];

describe('order line', () => {
  it('names the variant by name and code, and the product with it', () => {
    expect(variantLabel('Ø 80 mm', 'ST-RND-80')).toBe('Ø 80 mm (ST-RND-80)');
    expect(variantLabel('Matt', null)).toBe('Matt');
    expect(variantLabel('', 'ST-RND-80')).toBe('ST-RND-80');
    expect(variantLabel('ST-RND-80', 'ST-RND-80')).toBe('ST-RND-80');
    expect(productWithVariant('Round stickers', { name: 'Ø 80 mm', code: 'ST-RND-80' })).toBe(
      'Round stickers – Ø 80 mm (ST-RND-80)',
    );
    expect(productWithVariant('Round stickers', null)).toBe('Round stickers');
  });

  it('reads the variant an order line kept, none for a line without one', () => {
    const english = (name: Record<string, string>) => name['en-GB'] ?? '';
    expect(orderedVariant(t('Groß', 'Large'), 'ST-L', english)).toEqual({ name: 'Large', code: 'ST-L' });
    expect(orderedVariant(null, 'ST-L', english)).toEqual({ name: '', code: 'ST-L' });
    expect(orderedVariant(t('Groß', 'Large'), null, english)).toEqual({ name: 'Large', code: null });
    expect(orderedVariant(null, null, english)).toBeNull();
  });

  it('books the variant code, else the article code, else the fallback', () => {
    expect(supplierPartId({ articleCode: 'AUF', variantCode: 'ST-RND-80' }, 'slug')).toBe('ST-RND-80');
    expect(supplierPartId({ articleCode: 'AUF', variantCode: null }, 'slug')).toBe('AUF');
    expect(supplierPartId({ articleCode: ' ', variantCode: null }, 'slug')).toBe('slug');
  });

  it('lists every filled value in field order: choices by label, files as links, unknown fields last', () => {
    const values = {
      legacy: 'kept',
      notes: 'White edge',
      edge: '#ff6600',
      finish: 'gloss',
      image: '/media/0b3c',
      empty: '  ',
    };
    const shown = orderedValues(fields, values, 'en-GB', 'de-DE');
    expect(shown.map((value) => [value.name, value.label, value.text, value.fileUrl])).toEqual([
      ['image', 'Artwork', '/media/0b3c', '/media/0b3c'],
      ['finish', 'Finish', 'High gloss', null],
      ['edge', 'Edge colour', '#ff6600', null],
      ['notes', 'Notes', 'White edge', null],
      ['legacy', 'legacy', 'kept', null],
    ]);
    expect(orderedValues(fields, values, 'de-DE', 'de-DE')[1]!.text).toBe('Hochglanz');
    expect(isColourValue(shown[2]!)).toBe(true);
    expect(isColourValue(shown[3]!)).toBe(false);
  });

  it('reads lines that kept no fields: names as labels, the shop’s own files still linked', () => {
    const shown = orderedValues(
      null,
      { image: '/media/0b3c', site: 'https://example.com' },
      'en-GB',
      'de-DE',
    );
    expect(shown).toEqual([
      expect.objectContaining({ name: 'image', label: 'image', type: 'unknown', fileUrl: '/media/0b3c' }),
      // An address typed into a text field is no upload.
      expect.objectContaining({ name: 'site', fileUrl: null }),
    ]);
  });
});
