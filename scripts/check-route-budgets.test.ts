import { describe, expect, it } from 'vitest';
import { firstLoadFiles, formatTable, frameLeaks, measureRoutes } from './check-route-budgets.mjs';

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
      budgets: {
        default: { jsGzipKB: 100, requests: 12 },
        routes: {},
        notStorefront: ['app/routes/admin/'],
        layouts: [],
      },
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
        layouts: [],
      },
    });
    expect(rows.find((row) => row.route === 'home')!.problems).toEqual([]);
    expect(rows.find((row) => row.route === 'product')!.problems).toEqual([]); // 50 KB, 8 requests: at the limit
    const tight = measureRoutes({
      manifest,
      sizeOf,
      budgets: { default: { jsGzipKB: 49, requests: 7 }, routes: {}, notStorefront: [], layouts: [] },
    });
    expect(tight.find((row) => row.route === 'admin/users')!.problems).toEqual([
      'JS 60.0 KB > 49 KB',
      '8 requests > 7',
    ]);
    expect(formatTable(tight)).toMatch(/admin\/users .*OVER: JS 60\.0 KB > 49 KB, 8 requests > 7/);
  });

  // Each frame in its layout route: the shop's header in the storefront layout, the admin's sidebar in
  // the admin layout; a shared chunk holding either would reach pages of the other frame.
  const framed = (shared: string) => ({
    ...manifest,
    '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'] },
    'app/routes/storefront-layout.tsx?__react-router-build-client-route': {
      file: 'assets/storefront-layout-1.js',
      isEntry: true,
      imports: ['_shared-1.js', '_header-1.js'],
    },
    '_header-1.js': { file: 'assets/header-1.js' },
    'app/routes/admin/layout.tsx?__react-router-build-client-route': {
      file: 'assets/admin-layout-1.js',
      isEntry: true,
      imports: ['_shared-1.js'],
    },
    [`_${shared}`]: { file: `assets/${shared}` },
  });
  const texts: Record<string, string> = {
    'assets/header-1.js': 'jsx("header",{"data-header-type":type})',
    'assets/admin-layout-1.js': 'jsx("nav",{"data-testid":"admin-sidebar"})',
  };
  const readText = (file: string) => texts[file] ?? '';

  it('counts the storefront layout into every storefront page', () => {
    const [home] = measureRoutes({
      manifest: framed('other-1.js'),
      sizeOf,
      budgets: { default: { jsGzipKB: 100, requests: 20 }, routes: {} },
    });
    // entry, react, root, shared, storefront layout, header, home; root.css.
    expect(home).toMatchObject({ route: 'home', requests: 8, jsGzip: 70 * 1024 });
  });

  it("finds a page whose first load holds the other frame's code", () => {
    expect(frameLeaks({ manifest: framed('other-1.js'), readText })).toEqual([]);
    const leaky = framed('other-1.js');
    leaky['app/routes/admin/layout.tsx?__react-router-build-client-route'].imports.push('_header-1.js');
    leaky['_shared-1.js'] = { file: 'assets/admin-layout-1.js', imports: [] };
    expect(frameLeaks({ manifest: leaky, readText })).toEqual([
      'admin/users loads the storefront frame (data-header-type)',
      'home loads the admin frame (admin-sidebar)',
      'product loads the admin frame (admin-sidebar)',
    ]);
  });

  it('checks an admin screen of its own (the theme editor) without a layout, for the shop frame', () => {
    const editor = (imports: string[]) => ({
      ...framed('other-1.js'),
      'app/routes/theme-editor.tsx?__react-router-build-client-route': {
        file: 'assets/theme-editor-1.js',
        isEntry: true,
        imports,
      },
    });
    // Not a storefront page: no budget of its own, no storefront layout counted.
    expect(measureRoutes({ manifest: editor([]), sizeOf }).map((row) => row.route)).toEqual([
      'home',
      'product',
    ]);
    expect(frameLeaks({ manifest: editor(['_shared-1.js']), readText })).toEqual([]);
    expect(frameLeaks({ manifest: editor(['_header-1.js']), readText })).toEqual([
      'theme-editor loads the storefront frame (data-header-type)',
    ]);
  });

  it("finds a storefront page whose first load holds the in-page editor's chunk (decision 0083)", () => {
    const leaky = framed('other-1.js');
    const editorText = 'jsx(ToggleButton,{"data-testid":"edit-mode-fab"})';
    const withEditor = (file: string) => (file === 'assets/header-1.js' ? editorText : readText(file));
    expect(frameLeaks({ manifest: leaky, readText: withEditor })).toEqual([
      'home loads the admin frame (edit-mode-fab)',
      'product loads the admin frame (edit-mode-fab)',
    ]);
  });

  it('fails loudly on a manifest it cannot follow', () => {
    const broken = { ...manifest, '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_gone.js'] } };
    expect(() => firstLoadFiles(broken, ['app/routes/home.tsx'])).toThrow(/_gone\.js/);
    expect(() => firstLoadFiles(manifest, ['app/routes/missing.tsx'])).toThrow(/no chunk/);
  });
});
