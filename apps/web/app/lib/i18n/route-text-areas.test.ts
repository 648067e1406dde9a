import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browserTextAreas, textAreaOf } from '@print/core/i18n/catalogue/areas';
import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import { describe, expect, it } from 'vitest';
import routes from '../../routes.ts';
import { needsOtherTexts, pageShell, ROUTE_TEXT_AREAS, textAreasFor } from './route-text-areas.ts';

const APP = path.resolve(import.meta.dirname, '../..');
const CORE = path.resolve(APP, '../../../packages/core/src');

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/** Every route of routes.ts with its full path and the route modules it renders inside (layouts). */
function flatten(entries: RouteEntry[], parentPath = '', layouts: string[] = []) {
  return entries.flatMap((entry): { path: string; files: string[] }[] => {
    // A layout without a path (the storefront's) adds its module, not a path segment.
    const full = entry.path ? `${parentPath}/${entry.path}` : parentPath || '/';
    const childPath = entry.path || entry.index ? full : parentPath;
    const files = [...layouts, entry.file];
    const own = entry.children ? [] : [{ path: full, files }];
    return [...own, ...flatten(entry.children ?? [], childPath, files)];
  });
}

const IMPORT = /(?:from|import)\s*\(?\s*['"]((?:\.{1,2}|@print\/core)\/[^'"]+)['"]/g;
/** Imports of types only: they bring no code (and so no text) to the page. */
const TYPE_IMPORT = /^import\s+type\s[^;]*;/gm;

/** Where an import leads: a file of the app or of @print/core (its exports map `./*` to `./src/*.ts`). */
function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith('@print/core/'))
    return `${path.join(CORE, specifier.slice('@print/core/'.length))}.ts`;
  return /\.tsx?$/.test(specifier) ? path.resolve(path.dirname(from), specifier) : null;
}

/**
 * Server-only modules (React Router's `.server` files, which the build keeps out of the browser): what
 * a route's loader reads with renders no text.
 */
const SERVER_ONLY = /\.server\.tsx?$/;

/**
 * The in-page editor (decision 0083), loaded lazily for users with an editing right, renders admin
 * texts on shop pages: it shows only once they are here (every text arrives with translationsByTenant),
 * so no page needs to be sent them.
 */
const WAITS_FOR_ITS_TEXTS = /features[/\\]in-page-editing[/\\]/;

/** The source files a module pulls in, itself included (relative and core imports, static and lazy). */
function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || SERVER_ONLY.test(file) || WAITS_FOR_ITS_TEXTS.test(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8').replace(TYPE_IMPORT, '');
    for (const [, specifier] of source.matchAll(IMPORT)) {
      const target = specifier && resolveImport(file, specifier);
      // The catalogue itself names every key; what matters is who renders them.
      if (target && !target.includes(`${path.sep}catalogue${path.sep}`)) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

// A catalogue key in quotes, or the start of one a template literal completes (`shop.status${x}`).
const KEY = /['"`]([a-z]+\.[a-zA-Z0-9]*)(['"`]|\$\{)/g;

/**
 * Keys in shared core modules that the routes importing those modules do not render: only the admin
 * shows them (role names built from a right's name, the payment settings' check).
 */
const NOT_RENDERED = new Set(['admin.role', 'admin.publishableKeyInvalid']);

/** The catalogue keys (or key beginnings) a set of files uses, each with its area. */
function keysUsed(files: string[]): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of files) {
    for (const [, key, end] of readFileSync(file, 'utf8').matchAll(KEY)) {
      if (!key || NOT_RENDERED.has(key)) continue;
      const isKey = end === '${' || key in builtInCatalogue;
      if (isKey) used.set(key, `${textAreaOf(key)} (${path.relative(APP, file)})`);
    }
  }
  return used;
}

/** A concrete address of a route path. */
const addressOf = (routePath: string) => routePath.replace(/:\w+/g, 'x').replace(/\*$/, 'x');

describe('texts per route', () => {
  // Every page's frame: the root's, and the storefront's (header, footer, cookie banner) around the shop.
  const shellKeys = keysUsed(
    ['root.tsx', 'routes/storefront-layout.tsx'].flatMap((file) => moduleGraph(path.join(APP, file))),
  );

  it('finds the shell’s keys (the check below has something to check)', () => {
    expect(shellKeys.has('shell.cart')).toBe(true);
    expect(shellKeys.has('shop.cartCountLabel')).toBe(true);
    // Also from @print/core: the header's navigation items name their keys there.
    expect(shellKeys.has('shop.catalogue')).toBe(true);
  });

  it('sends every page the texts its shell renders', () => {
    const outside = [...shellKeys].filter(([key]) => textAreaOf(key) !== 'shell');
    expect(outside).toEqual([]);
  });

  for (const route of flatten(routes as RouteEntry[])) {
    it(`sends ${route.path} the texts of every area its code renders`, () => {
      const areas = textAreasFor(addressOf(route.path));
      const files = route.files.flatMap((file) => moduleGraph(path.join(APP, file)));
      const missing = [...keysUsed(files)].filter(([key]) => !areas.includes(textAreaOf(key) as never));
      expect(missing, `areas ${areas.join(', ')}`).toEqual([]);
    });
  }

  it('declares only paths that routes.ts has', () => {
    const paths = flatten(routes as RouteEntry[]).map((route) => route.path);
    for (const [declared] of ROUTE_TEXT_AREAS) {
      const prefix = declared.replace(/\/\*$/, '');
      expect(paths.includes(declared) || paths.some((p) => p.startsWith(`${prefix}/`)), declared).toBe(true);
    }
  });

  it('matches paths case-insensitively, with or without a trailing slash', () => {
    expect(textAreasFor('/Products/abc')).toEqual(['shell', 'shop', 'product', 'auth']);
    expect(textAreasFor('/catalog/')).toEqual(['shell', 'shop']);
    expect(textAreasFor('/no/such/page')).toEqual(['shell']);
    expect(textAreasFor('/admin/users')).toContain('admin');
  });

  it('never sends a storefront page admin, cms or mail texts', () => {
    for (const address of ['/', '/catalog', '/catalog/x', '/products/x', '/cart', '/checkout', '/login']) {
      const areas = textAreasFor(address);
      expect(areas, address).not.toContain('admin');
      expect(areas, address).not.toContain('cms');
      expect(areas as string[], address).not.toContain('mail');
    }
  });

  it('asks for the root loader only when the next page needs texts this one was not sent', () => {
    expect(needsOtherTexts('/', '/catalog')).toBe(false);
    expect(needsOtherTexts('/catalog', '/products/x')).toBe(true);
    expect(needsOtherTexts('/cart', '/catalog')).toBe(false);
    expect(needsOtherTexts('/products/x', '/catalog/y')).toBe(false);
    expect(needsOtherTexts('/products/x', '/cart')).toBe(true);
    expect(needsOtherTexts('/login', '/catalog')).toBe(true);
    expect(needsOtherTexts('/catalog', '/admin/users')).toBe(true);
  });

  it('builds the page’s shell with its areas’ texts and without the theme CSS', () => {
    const server = {
      tenant: {} as never,
      session: null,
      language: 'en-GB',
      textsByArea: { shell: { 'shell.cart': 'Cart' }, shop: { 'shop.x': 'X' }, admin: { 'admin.y': 'Y' } },
      textVersion: 'v1',
      themeCss: ':root{--a:1}',
      requestId: 'r',
      isDevelopment: false,
    };
    const shell = pageShell(server, '/catalog');
    expect(shell.translations).toEqual({ 'shell.cart': 'Cart', 'shop.x': 'X' });
    expect(shell.textAreas).toEqual(['shell', 'shop']);
    expect(shell).not.toHaveProperty('themeCss');
    expect(shell).not.toHaveProperty('textsByArea');
    expect(browserTextAreas).toEqual(expect.arrayContaining(shell.textAreas));
  });
});
