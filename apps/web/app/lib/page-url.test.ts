import { describe, expect, it } from 'vitest';
import { pageUrl } from './page-url.ts';

describe('pageUrl', () => {
  it('is the typed address on a full page load', () => {
    expect(pageUrl(new Request('http://shop.test/admin/products?q=a')).href).toBe(
      'http://shop.test/admin/products?q=a',
    );
  });

  it("is the page's address on a client navigation's data request", () => {
    const data = new Request('http://shop.test/admin/products.data?q=a&_routes=routes%2Fadmin%2Flayout');
    expect(pageUrl(data).href).toBe('http://shop.test/admin/products?q=a');
    expect(pageUrl(new Request('http://shop.test/_root.data?_routes=root')).href).toBe('http://shop.test/');
  });

  it('keeps the trailing slash of a trailing-slash-aware data request (the home page’s too)', () => {
    expect(pageUrl(new Request('http://shop.test/_.data?_routes=root')).href).toBe('http://shop.test/');
    expect(pageUrl(new Request('http://shop.test/catalog/_.data')).href).toBe('http://shop.test/catalog/');
  });
});
