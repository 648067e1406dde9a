import { describe, expect, it } from 'vitest';
import { safeRelativePath } from './handoff-api.ts';

describe('safeRelativePath', () => {
  it('keeps a path of the same host', () => {
    expect(safeRelativePath('/admin/products?page=2#top')).toBe('/admin/products?page=2#top');
  });

  it('sends anything that could leave the host to /admin', () => {
    for (const path of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'admin',
      '/a b',
      '',
      null,
    ])
      expect(safeRelativePath(path)).toBe('/admin');
  });
});
