import { describe, expect, it } from 'vitest';
import { checkCatalogText, inPageCatalogText } from './catalog-text-rules.ts';

// The catalogue texts the in-page product control edits and their editors' rules (decision 0096).

const ID = '0b5c3f52-5a43-4c1b-9a51-2f1d0c8e7a10';

describe('catalogue texts edited in place', () => {
  it('are product names and descriptions, field labels and category names', () => {
    expect(inPageCatalogText(`product:${ID}.name`)).toEqual({ entity: 'product', id: ID, field: 'name' });
    expect(inPageCatalogText(`productField:${ID}.label`)?.entity).toBe('productField');
    expect(inPageCatalogText(`category:${ID}.name`)?.field).toBe('name');
    for (const other of [`product:${ID}.seoTitle`, `userField:${ID}.label`, 't:shell.cart', 'product:x.name'])
      expect(inPageCatalogText(other), other).toBeNull();
  });

  it("follow their editors' rules", () => {
    const name = { entity: 'product', field: 'name' } as const;
    expect(checkCatalogText(name, ' ', true)).toEqual({ key: 'validation.required' });
    expect(checkCatalogText(name, '', false)).toBeNull();
    expect(checkCatalogText(name, 'x'.repeat(201), false)?.key).toBe('validation.tooLong');
    expect(checkCatalogText({ entity: 'productField', field: 'label' }, 'a<b', false)?.key).toBe(
      'validation.forbiddenCharacters',
    );
    const description = { entity: 'product', field: 'description' } as const;
    expect(checkCatalogText(description, '', true)).toBeNull();
    const rich = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }]);
    expect(checkCatalogText(description, rich('Gut'), true)).toBeNull();
    expect(checkCatalogText(description, rich('a {b}'), true)?.key).toBe('validation.forbiddenCharacters');
  });
});
