import { describe, expect, it } from 'vitest';
import { checkTenantSlug } from './tenant-slug.ts';

describe('tenant slug', () => {
  it('takes a DNS label of lower-case letters, digits and inner hyphens', () => {
    for (const slug of ['ab', 'print-shop-2', 'x'.repeat(40)]) expect(checkTenantSlug(slug)).toBeNull();
  });

  it("answers 'Invalid slug' to upper case, dots, outer hyphens, lengths and reserved names", () => {
    for (const slug of ['a', 'x'.repeat(41), 'Shop', 'shop.de', '-shop', 'shop-', 'sh op', 'www', 'admin'])
      expect(checkTenantSlug(slug)).toEqual({ key: 'validation.invalidSlug' });
  });

  it('names forbidden characters first', () => {
    expect(checkTenantSlug('shop<')?.key).toBe('validation.forbiddenCharacters');
  });
});
