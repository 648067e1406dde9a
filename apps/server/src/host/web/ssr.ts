import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { SESSION_COOKIES } from '../../modules/auth/session-cookies.ts';
import { toSessionInfo } from '../../modules/auth/session-info.ts';
import type { Sessions } from '../../modules/auth/sessions.ts';
import type { SessionUser } from '../../modules/users/users.service.ts';
import type { UploadAttempts } from '../../modules/media/upload-attempts.ts';
import { normalizeHost } from '../../modules/tenancy/tenancy.service.ts';
import type { TenantResolver } from '../../modules/tenancy/tenant-resolver.ts';
import { unknownHostPage } from '../../modules/tenancy/unknown-host-page.ts';
import { isForcedLogoutAddress } from '@print/core/auth/forced-logout';
import type { ServerApiResult } from '@print/core/ssr-api';
import { holdsTexts, TEXT_VERSION_COOKIE } from '@print/core/i18n/text-version-cookie';
import type { CategoryRowsCache } from '../../modules/catalog/categories/category-rows-cache.ts';
import type { FeedReader } from '../../modules/content/feeds/feed-cache.ts';
import type { SharedReadsStore } from '../../platform/cache/shared-reads.ts';
import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Database } from '../../platform/db/client.ts';
import type { PublicContentVersion } from '../../platform/events/public-content-version.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import type { AppServices } from '../../platform/graphql/context.ts';
import { inProcessApi } from '../graphql/in-process.ts';
import { requestContext } from '../graphql/request-context.ts';
import type { createGraphQLServer } from '../graphql/yoga.ts';
import { createPageCache } from './page-cache.ts';
import { registerPageTextsRoute } from './page-texts-route.ts';
import { createShellLoader, SHELL_CACHE_TTL_MS } from './shell-data.ts';
import { WEB_BUILD_DIR } from '../../platform/web/web-build.ts';

/**
 * Serves the React Router app: hashed client assets as static files, every other path server-rendered
 * with the tenant's shell data as load context. Registered last, so API routes win.
 */
export async function registerWebApp(
  app: FastifyInstance,
  deps: {
    database: Database;
    tenants: TenantResolver;
    sessions: Sessions;
    yoga: ReturnType<typeof createGraphQLServer>;
    media: MediaStorage;
    uploadAttempts: UploadAttempts;
    services: AppServices;
    publicContent: PublicContentVersion;
    sharedReads: SharedReadsStore;
    categoryRows: CategoryRowsCache;
    contentFeeds: FeedReader;
    isDevelopment: boolean;
    /** The page cache's memory (default PAGE_CACHE.maxBytes). */
    pageCacheBytes?: number;
    buildDir?: string;
    /** Development through Vite (vite-dev.ts): the build of the moment, and no built files to serve. */
    devBuild?: () => Promise<ServerBuild>;
  },
) {
  const buildDir = deps.buildDir ?? WEB_BUILD_DIR;
  const build =
    deps.devBuild ??
    ((await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild);
  const handle = createRequestHandler(build, deps.isDevelopment ? 'development' : 'production');
  const loadShell = createShellLoader(deps.database, deps.isDevelopment);
  // Page data of visitors without a session (the same for all of them), shared as long as the shell.
  const publicAnswers = createTtlCache<ServerApiResult<unknown>>(SHELL_CACHE_TTL_MS, 2_000);
  // What public pages show changed (on any instance, announced by the database): the next page of the
  // tenant is made afresh. Rare, so all tenants' shells and answers are dropped.
  deps.publicContent.onChange(() => {
    loadShell.forget();
    publicAnswers.clear();
  });
  const pages = createPageCache(deps.publicContent, deps.pageCacheBytes);
  // In development every page is rendered afresh (it shows its request id in the overlay).
  const cachePages = !deps.isDevelopment;

  if (!deps.devBuild)
    await app.register(async (scope) => {
      // The built files are public; @fastify/static takes no route config, so its routes get it here.
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await scope.register(fastifyStatic, {
        root: path.join(buildDir, 'client'),
        wildcard: false, // one route per built file, so unknown paths fall through to the renderer
        index: false,
        // The build writes `.br` and `.gz` beside each asset (scripts/precompress-assets.mjs): sent as they are,
        // with `content-encoding`, which the on-the-fly compression then leaves alone.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    });

  registerPageTextsRoute(app, {
    tenants: deps.tenants,
    publicContent: deps.publicContent,
    textsOf: loadShell.textsOf,
  });

  await app.register(async (scope) => {
    // Leave request bodies unread: React Router actions read them from the Fetch Request.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    // Pages are for anyone; what a page shows, its data queries decide (GraphQL field scopes).
    scope.all('/*', { config: { access: 'public' } }, async (request, reply) => {
      const tenantId = await deps.tenants.resolve(request.headers.host);
      if (!tenantId) {
        request.log.warn({ host: request.headers.host }, 'unknown host');
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(unknownHostPage(normalizeHost(request.headers.host)));
      }
      // Read before anything is loaded: what is made from older data must not be kept as current, and
      // nothing kept before a change committed (on any instance) is served to this request.
      const version = await deps.publicContent.versionForRequest(tenantId);
      const loaded = await loadShell(tenantId, request);
      if (!loaded)
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(unknownHostPage(normalizeHost(request.headers.host)));
      // The forced logout page (spec §2) ends the session before anything renders, so the page and
      // its shell are a visitor's; any other page resolves (and if needed renews) the session.
      const forcedLogout = isForcedLogoutRequest(request.url);
      const { shell, tenant } = loaded;
      // Route loaders (catalogue, product pages) query through this, as the visitor.
      const render = (session: SessionUser | null, options: { nonce?: string; background?: boolean }) => {
        const api = inProcessApi(
          deps.yoga,
          requestContext(deps, request, reply, { tenant, language: shell.language, user: session }),
          { store: publicAnswers, scope: `${tenantId}:${version}:${shell.language}` },
        );
        return handle(toFetchRequest(request, reply, { abortOnClose: !options.background }), {
          shell: { ...shell, session: session && toSessionInfo(session) },
          api,
          // The page's inline scripts carry it; the Content-Security-Policy allows only those.
          cspNonce: options.nonce,
        });
      };
      // Without a session every visitor of this page sees the same: kept and served from memory (not
      // while changes could go unnoticed: the database's notices are not being received).
      const keep = cachePages && deps.publicContent.live && request.method === 'GET';
      if (keep && !forcedLogout && !hasSessionCookie(request))
        return pages(
          request,
          reply,
          {
            tenantId,
            version,
            language: shell.language,
            textVersion: shell.textVersion,
            textsHeld: textsHeld(request, shell),
          },
          ({ background }) => render(null, { background }),
        );
      const session = forcedLogout
        ? await deps.sessions.endForcedLogout(request, reply, tenantId)
        : await deps.sessions.resolve(request, reply, tenantId);
      const response = await render(session, { nonce: request.cspNonce });
      return sendFetchResponse(reply, response, { privatePage: session !== null || forcedLogout });
    });
  });
}

/** A session's cookies (a temporary shopper's too): their pages are theirs, never kept for others. */
function hasSessionCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies[SESSION_COOKIES.access] || request.cookies[SESSION_COOKIES.refresh]);
}

/**
 * Whether the root loader leaves the texts out of this answer (decision 0084): React Router's data of a
 * client-side navigation from a browser holding this version's texts. The page cache keys by it, so
 * one browser's answer without texts never reaches another.
 */
function textsHeld(request: FastifyRequest, shell: { language: string; textVersion: string }): boolean {
  const path = request.url.split('?', 1)[0]!;
  return (
    path.endsWith('.data') &&
    holdsTexts(request.cookies[TEXT_VERSION_COOKIE], shell.language, shell.textVersion)
  );
}

/**
 * Whether a request loads the forced logout page: as a document, or as React Router's data request of a
 * client-side navigation to it (`/login.data?logout=1`, `/login/_.data?…` for a trailing slash).
 */
function isForcedLogoutRequest(url: string): boolean {
  const queryStart = url.includes('?') ? url.indexOf('?') : url.length;
  // As toFetchRequest: leading slashes or backslashes collapse to one. Then as the router sees the path:
  // dot segments resolved, percent-encoding decoded (`/%6Cogin` and `/a/../login` are /login too).
  const raw = `/${url.slice(0, queryStart).replace(/^[/\\]+/, '')}`;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(raw, 'http://path.only').pathname);
  } catch {
    return false; // malformed encoding: the router answers it as not found, not as /login
  }
  return isForcedLogoutAddress(pathname.replace(/(\/_)?\.data$/, ''), url.slice(queryStart));
}

/**
 * The visitor's session for the rendered page. An expired access token is renewed here from the refresh
 * cookie (new cookies go out with the page), so a returning shopper sees themselves signed in at once.
 */
function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { abortOnClose: boolean },
): Request {
  // Path only: a request line like `//other.host/x` (or `/\other.host`) must not change the origin that
  // pages build their canonical and share links from.
  const path = `/${request.url.replace(/^[/\\]+/, '')}`;
  const url = new URL(path, `${request.protocol}://${request.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  // A background render (of a kept page) outlives the request that started it.
  if (options.abortOnClose) reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendFetchResponse(reply: FastifyReply, response: Response, options: { privatePage: boolean }) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  if (options.privatePage) reply.header('cache-control', 'private, no-store');
  // Every page carries its own CSP nonce: a shared cache must not hand one page to many visitors.
  else if (
    response.headers.get('content-type')?.startsWith('text/html') &&
    !response.headers.has('cache-control')
  )
    reply.header('cache-control', 'no-cache');
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
