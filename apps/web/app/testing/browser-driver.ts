import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { THEME_STYLE_ID } from '../lib/theme/theme-style-id.ts';

// Component tests in a real browser. The web app has no DOM test environment (no jsdom / Testing
// Library in the workspace), and what these tests cover is interaction: typing, dialogs, focus,
// navigation held by a guard, uploads with progress. So a harness .tsx (the component inside the
// app's providers, mounted with mountHarness(), mount-harness.tsx) is bundled with esbuild and opened in
// Chromium (playwright-core, as the e2e suite uses); the GraphQL endpoint is answered by the test.
// Harnesses read their configuration with harnessConfig() (harness-config.ts).

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const bundles = new Map<string, Promise<{ js: string; css: string }>>();

/** A harness as one script and one stylesheet (built once per entry and test process). */
function bundleHarness(entry: string): Promise<{ js: string; css: string }> {
  let bundled = bundles.get(entry);
  if (bundled) return bundled;
  bundled = build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: '/bundle',
    jsx: 'automatic',
    loader: { '.module.css': 'local-css', '.css': 'css' },
    // Production React: a small bundle that each test's fresh page loads quickly.
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false' },
    minify: true,
    logLevel: 'silent',
  }).then(({ outputFiles }) => ({
    js: outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '',
    css: outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '',
  }));
  bundles.set(entry, bundled);
  return bundled;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** One GraphQL request the page made: JSON, or multipart (an upload) with its file parts. */
export type GraphqlCall = {
  operationName: string;
  variables: Record<string, unknown>;
  multipart: boolean;
  headers: Record<string, string>;
};

export type GraphqlReply = { status?: number; body: unknown; delayMs?: number };
export type GraphqlHandler = (call: GraphqlCall) => GraphqlReply;

/** `{ data }` for a GraphQL answer. */
export const data = (value: unknown): GraphqlReply => ({ body: { data: value } });
/** The server's BAD_USER_INPUT answer (platform/graphql/domain-errors.ts). */
export const userInputError = (key: string, fields?: Record<string, unknown>): GraphqlReply => ({
  body: { data: null, errors: [{ message: key, extensions: { code: 'BAD_USER_INPUT', key, fields } }] },
});

/** A 1×1 PNG, served for every /media/ URL (thumbnails, preview images, size measuring). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The `operations` of a GraphQL request body: JSON, or the part of a multipart upload. */
function operationsOf(body: Buffer, contentType: string): { operations: unknown; multipart: boolean } {
  if (!contentType.startsWith('multipart/form-data')) {
    return { operations: JSON.parse(body.toString('utf8')) as unknown, multipart: false };
  }
  const text = body.toString('latin1');
  const header = text.indexOf('name="operations"');
  const start = text.indexOf('\r\n\r\n', header) + 4;
  const json = Buffer.from(text.slice(start, text.indexOf('\r\n', start)), 'latin1').toString('utf8');
  return { operations: JSON.parse(json) as unknown, multipart: true };
}

const html = (config: unknown, themeCss: string) => `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>harness</title>
<style id="${THEME_STYLE_ID}">${themeCss}</style><link rel="stylesheet" href="/harness.css"></head>
<body><div id="root"></div>
<script>window.harnessConfig = ${JSON.stringify(config).replace(/</g, '\\u003c')};</script>
<script type="module" src="/harness.js"></script></body></html>`;

const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

const pages = new WeakMap<Browser, Promise<Page>>();

function sharedPage(browser: Browser): Promise<Page> {
  let page = pages.get(browser);
  if (!page) {
    page = browser
      .newContext({ viewport: { width: 1280, height: 800 } })
      .then((context) => context.newPage());
    pages.set(browser, page);
  }
  return page;
}

export type HarnessOptions = {
  /** The harness module's file path (bundled for the browser). */
  entry: string;
  /** Handed to the harness as `harnessConfig()`; JSON only. */
  config: unknown;
  handler: GraphqlHandler;
  /** The harness is ready once an element with this test id shows. */
  readyTestId: string;
  /** The theme's CSS, in the page's theme <style> as the server renders it. */
  themeCss?: string;
  /** Other addresses that serve the harness page too (the pages of a frame inside it). */
  pagePaths?: readonly string[];
};

export type OpenedHarness = {
  page: Page;
  calls: GraphqlCall[];
  /** The page's address (a local server per harness). */
  origin: string;
  close: () => Promise<void>;
};

/**
 * Opens a harness with this configuration, served with its GraphQL endpoint by a local HTTP server
 * (real requests, so uploads report real progress). Close it before opening the next one.
 */
export async function openHarness(
  browser: Browser,
  { entry, config, handler, readyTestId, themeCss = '', pagePaths = [] }: HarnessOptions,
): Promise<OpenedHarness> {
  const { js, css } = await bundleHarness(entry);
  const calls: GraphqlCall[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      const send = (status: number, type: string, body: string | Buffer) => {
        response.writeHead(status, { 'content-type': type });
        response.end(body);
      };
      if (pathname === '/' || pagePaths.includes(pathname))
        return send(200, 'text/html', html(config, themeCss));
      if (pathname === '/harness.js') return send(200, 'text/javascript', js);
      if (pathname === '/harness.css') return send(200, 'text/css', css);
      if (pathname.startsWith('/media/')) return send(200, 'image/png', PNG);
      if (pathname !== '/service-api/graphql') return send(404, 'text/plain', '');
      const body = await readBody(request);
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      const { operations, multipart } = operationsOf(body, headers['content-type'] ?? '');
      const { operationName, variables } = operations as GraphqlCall;
      const call = { operationName, variables, multipart, headers };
      calls.push(call);
      const reply = handler(call);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      send(reply.status ?? 200, 'application/json', JSON.stringify(reply.body));
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Each harness gets its own server port, i.e. its own origin and so its own storage, while the tab
  // is reused: a new browser context costs seconds on a small machine, a navigation milliseconds.
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const page = await sharedPage(browser);
  const pageErrors: Error[] = [];
  const onError = (error: Error) => pageErrors.push(error);
  page.on('pageerror', onError);
  const close = async () => {
    page.off('pageerror', onError);
    await page.goto('about:blank');
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  await page.goto(`${origin}/`);
  await page.getByTestId(readyTestId).waitFor();
  if (pageErrors.length > 0) {
    await close();
    throw pageErrors[0];
  }
  return { page, calls, origin, close };
}

/** The names of the operations called so far, in order. */
export const operationNames = (calls: readonly GraphqlCall[]) => calls.map((call) => call.operationName);
