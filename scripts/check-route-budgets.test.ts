import { describe, expect, it } from 'vitest';
import { firstLoadFiles, formatTable, measureRoutes } from './check-route-budgets.mjs';

// A tiny build: the entry and React share a chunk; root and both storefront routes share `shared`;
// the product route loads its dialog on first use (dynamic import) and has its own CSS.
const manifest = {
  'node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx': {
    file: 'assets/entry.client-1.js',
    src: 'node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx',
    isEntry: true,
    imports: ['_react-1.js'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'], css: ['assets/shared-1.css'] },
  '_dialog-1.js': { file: 'assets/dialog-1.js', imports: ['_shared-1.js'] },
  'app/root.tsx?__react-router-build-client-route': {
    file: 'assets/root-1.js',
    src: 'app/root.tsx?__react-router-build-client-route',
    isEntry: true,
    imports: ['_react-1.js', '_shared-1.js'],
    css: ['assets/root-1.css'],
  },
  'app/routes/home.tsx?__react-router-build-client-route': {
    file: 'assets/home-1.js',
    isEntry: true,
    imports: ['_shared-1.js'],
  },
  'app/routes/product.tsx?__react-router-build-client-route': {
    file: 'assets/product-1.js',
    isEntry: true,
    imports: ['_shared-1.js'],
    dynamicImports: ['_dialog-1.js'],
    css: ['assets/product-1.css'],
  },
  'app/routes/admin/users.tsx?__react-router-build-client-route': {
    file: 'assets/users-1.js',
    isEntry: true,
    imports: ['_dialog-1.js'],
  },
};

// Every file weighs 10 KB gzip (8 KB brotli), the route manifest 1 KB: sums are easy to check.
const sizeOf = (file: string) =>
  file.includes('manifest') ? { gzip: 1024, brotli: 900 } : { gzip: 10 * 1024, brotli: 8 * 1024 };

describe('route size budgets', () => {
  it("counts a page's static imports once each, with their CSS, and not what loads on first use", () => {
    expect(firstLoadFiles(manifest, ['app/routes/product.tsx'])).toEqual({
      js: ['assets/product-1.js', 'assets/shared-1.js', 'assets/react-1.js'],
      css: ['assets/product-1.css', 'assets/shared-1.css'],
    });
  });

  it('measures entry, root and route of every storefront route, admin routes left out', () => {
    const rows = measureRoutes({
      manifest,
      sizeOf,
      extraScripts: ['assets/manifest-1.js'],
      budgets: { default: { jsGzipKB: 100, requests: 12 }, routes: {}, notStorefront: ['app/routes/admin/'] },
    });
    expect(rows.map((row) => row.route)).toEqual(['home', 'product']);
    const [home, product] = rows;
    // entry, react, root, shared, home + route manifest; root.css and shared.css.
    expect(home).toMatchObject({
      requests: 8,
      jsGzip: 51 * 1024,
      jsBrotli: 40 * 1024 + 900,
      cssGzip: 20 * 1024,
    });
    expect(product).toMatchObject({ requests: 9, jsGzip: 51 * 1024, cssGzip: 30 * 1024, problems: [] });
  });

  it('reports a route over its size or request budget; a route may have a budget of its own', () => {
    const rows = measureRoutes({
      manifest,
      sizeOf,
      budgets: {
        default: { jsGzipKB: 50, requests: 8 },
        routes: { home: { jsGzipKB: 60, requests: 10 } },
        notStorefront: ['app/routes/admin/'],
      },
    });
    expect(rows.find((row) => row.route === 'home')!.problems).toEqual([]);
    expect(rows.find((row) => row.route === 'product')!.problems).toEqual([]); // 50 KB, 8 requests: at the limit
    const tight = measureRoutes({
      manifest,
      sizeOf,
      budgets: { default: { jsGzipKB: 49, requests: 7 }, routes: {}, notStorefront: [] },
    });
    expect(tight.find((row) => row.route === 'admin/users')!.problems).toEqual([
      'JS 60.0 KB > 49 KB',
      '8 requests > 7',
    ]);
    expect(formatTable(tight)).toMatch(/admin\/users .*OVER: JS 60\.0 KB > 49 KB, 8 requests > 7/);
  });

  it('fails loudly on a manifest it cannot follow', () => {
    const broken = { ...manifest, '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_gone.js'] } };
    expect(() => firstLoadFiles(broken, ['app/routes/home.tsx'])).toThrow(/_gone\.js/);
    expect(() => firstLoadFiles(manifest, ['app/routes/missing.tsx'])).toThrow(/no chunk/);
  });
});
