#!/usr/bin/env node
// Route size budgets (issue 13): for each storefront route, what its first load fetches — the client
// entry, the root route, the storefront layout, the route module, everything they import statically,
// their CSS and React Router's route manifest — read from the build's Vite manifest. Prints a table;
// exits 1 when a route exceeds its budget (scripts/route-budgets.mjs), or when a storefront page's first
// load holds the admin's frame or an admin page's the shop's (FRAME_MARKERS). Run after `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotli, gzip } from './precompress-assets.mjs';
import {
  ADMIN_LAYOUT,
  ADMIN_ROUTES,
  FRAME_MARKERS,
  NOT_STOREFRONT,
  OWN_SCREENS,
  ROUTE_BUDGETS,
  STOREFRONT_BUDGET,
  STOREFRONT_LAYOUT,
} from './route-budgets.mjs';

const KB = 1024;

/** The manifest key without its query (`app/routes/home.tsx?__react-router-build-client-route`). */
const sourceOf = (key) => key.split('?')[0];

/** The client entry chunk: the Vite entry whose source is an `entry.client` module. */
export function entryChunk(manifest) {
  const entry = Object.values(manifest).find(
    (chunk) => chunk.isEntry && /(?:^|\/)entry\.client\.[jt]sx?$/.test(sourceOf(chunk.src ?? '')),
  );
  if (!entry) throw new Error('The manifest has no client entry (entry.client).');
  return entry;
}

/** Route module sources in the manifest (app/root.tsx excluded), e.g. `app/routes/home.tsx`. */
export function routeSources(manifest) {
  const sources = new Set();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry && key.startsWith('app/routes/')) sources.add(sourceOf(key));
  }
  return [...sources].sort();
}

/**
 * The files the first load of a page fetches: the chunks of `sources` (a route may be split into several
 * chunks, all keyed by its source) and their static imports, transitively, with their CSS. Dynamic imports
 * load later (on first use) and are not counted.
 */
export function firstLoadFiles(manifest, sources) {
  const seen = new Set();
  const js = [];
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest lists ${key} as an import but has no entry for it.`);
    js.push(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) {
    const keys = Object.keys(manifest).filter((key) => sourceOf(key) === source);
    if (keys.length === 0) throw new Error(`The manifest has no chunk for ${source}.`);
    for (const key of keys) visit(key);
  }
  return { js, css: [...css] };
}

export const routeName = (source) => source.replace(/^app\/routes\//, '').replace(/\.[jt]sx?$/, '');

/**
 * Measures each storefront route. `sizeOf(file)` gives `{ gzip, brotli }` bytes of a built file;
 * `extraScripts` are fetched by every page besides the manifest's chunks (React Router's route manifest).
 */
export function measureRoutes({ manifest, sizeOf, extraScripts = [], budgets = {} }) {
  const entry = entryChunk(manifest);
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  const storefront = routeSources(manifest).filter(
    (source) => !(budgets.notStorefront ?? NOT_STOREFRONT).some((prefix) => source.startsWith(prefix)),
  );
  return storefront.map((source) => {
    const layouts = budgets.layouts ?? [STOREFRONT_LAYOUT];
    const { js, css } = firstLoadFiles(manifest, [sourceOf(entryKey), 'app/root.tsx', ...layouts, source]);
    const scripts = [...js, ...extraScripts];
    const sum = (files, kind) => files.reduce((total, file) => total + sizeOf(file)[kind], 0);
    const name = routeName(source);
    const budget = (budgets.routes ?? ROUTE_BUDGETS)[name] ?? budgets.default ?? STOREFRONT_BUDGET;
    const row = {
      route: name,
      requests: scripts.length + css.length,
      jsGzip: sum(scripts, 'gzip'),
      jsBrotli: sum(scripts, 'brotli'),
      cssGzip: sum(css, 'gzip'),
      budget,
    };
    const problems = [];
    if (row.jsGzip > budget.jsGzipKB * KB) problems.push(`JS ${kb(row.jsGzip)} KB > ${budget.jsGzipKB} KB`);
    if (row.requests > budget.requests) problems.push(`${row.requests} requests > ${budget.requests}`);
    return { ...row, problems };
  });
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/**
 * Pages whose first-load scripts hold the other frame's code: every route with its layout (admin pages
 * in the admin layout, the others in the storefront's), each script's text from `readText(file)`.
 */
export function frameLeaks({ manifest, readText, markers = FRAME_MARKERS, ownScreens = OWN_SCREENS }) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entryChunk(manifest));
  const leaks = [];
  for (const source of routeSources(manifest)) {
    if (source === STOREFRONT_LAYOUT || source === ADMIN_LAYOUT) continue;
    // An admin screen of its own (the theme editor) has no layout, and holds no shop frame either.
    const isOwnScreen = ownScreens.includes(source);
    const isAdmin = source.startsWith(ADMIN_ROUTES) || isOwnScreen;
    const layouts = isOwnScreen ? [] : [isAdmin ? ADMIN_LAYOUT : STOREFRONT_LAYOUT];
    const { js } = firstLoadFiles(manifest, [sourceOf(entryKey), 'app/root.tsx', ...layouts, source]);
    const foreign = isAdmin ? markers.storefront : markers.admin;
    const found = foreign.filter((marker) => js.some((file) => readText(file).includes(marker)));
    if (found.length)
      leaks.push(
        `${routeName(source)} loads the ${isAdmin ? 'storefront' : 'admin'} frame (${found.join(', ')})`,
      );
  }
  return leaks;
}

export function formatTable(rows) {
  const header = ['route', 'JS gzip KB', 'JS br KB', 'CSS gzip KB', 'requests', 'budget', 'result'];
  const lines = rows.map((row) => [
    row.route,
    kb(row.jsGzip),
    kb(row.jsBrotli),
    kb(row.cssGzip),
    String(row.requests),
    `${row.budget.jsGzipKB} KB / ${row.budget.requests}`,
    row.problems.length ? `OVER: ${row.problems.join(', ')}` : 'ok',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  return [header, ...lines]
    .map((line) => line.map((cell, i) => cell.padEnd(widths[i])).join('  '))
    .join('\n');
}

function main() {
  const clientDir = path.resolve(fileURLToPath(import.meta.url), '../../apps/web/build/client');
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`${path.relative(process.cwd(), manifestFile)} is missing: run \`npm run build\` first.`);
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(path.join(clientDir, file));
      sizes.set(file, { gzip: gzip(bytes).length, brotli: brotli(bytes).length });
    }
    return sizes.get(file);
  };
  // React Router's route manifest (manifest-*.js) is not counted: no page fetches it (route-budgets.mjs).
  const rows = measureRoutes({ manifest, sizeOf });
  console.log(formatTable(rows));
  const over = rows.filter((row) => row.problems.length);
  if (over.length)
    console.error(`\n${over.length} storefront route(s) over budget (scripts/route-budgets.mjs).`);
  const leaks = frameLeaks({
    manifest,
    readText: (file) => readFileSync(path.join(clientDir, file), 'utf8'),
  });
  for (const leak of leaks) console.error(`Frame leak: ${leak}.`);
  if (over.length || leaks.length) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
