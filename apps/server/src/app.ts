import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { scaledAuthLimits, type AuthLimits } from './modules/auth/rate-limit.ts';
import { createSessions } from './modules/auth/sessions.ts';
import {
  createUploadAttempts,
  UPLOAD_ATTEMPT_LIMITS,
  type UploadAttemptLimits,
} from './modules/media/upload-attempts.ts';
import { serverModules } from './modules/index.ts';
import { createTenantResolver } from './modules/tenancy/tenant-resolver.ts';
import type { Config, StockPhotoSettings } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import {
  startPublicContentVersion,
  type PublicContentVersion,
} from './platform/events/public-content-version.ts';
import { createTenantChanges } from './platform/events/tenant-changes.ts';
import { registerGraphQLRoute } from './host/graphql/graphql-route.ts';
import type { GraphQLLimits } from './host/graphql/yoga.ts';
import type { AppServices } from './platform/graphql/context.ts';
import type { AiSettings } from './platform/ai/chat-completions.ts';
import {
  CAL_COM_API_BASE,
  type DeepLSettings,
  type IntegrationSettings,
} from './platform/config/provider-config.ts';
import { createSecretBox } from './platform/secrets/secret-box.ts';
import { registerAddressGuard } from './platform/http/address-guard.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerErrorHandling } from './platform/http/errors.ts';
import { registerHealthRoute } from './platform/http/health.ts';
import { registerRouteAccess } from './host/http/route-access.ts';
import { serializeRequest } from './platform/http/log-redaction.ts';
import { createSharedReadsStore } from './platform/cache/shared-reads.ts';
import { createCategoryRowsCache } from './modules/catalog/categories/category-rows-cache.ts';
import { registerSecurityHeaders } from './host/http/security-headers.ts';
import { registerTlsAskRoute } from './host/http/tls-ask.ts';
import { registerDomainRedirect } from './host/http/domain-redirect.ts';
import { registerTranslationExportRoute } from './host/http/translation-export.ts';
import { createTenantCache } from './modules/tenancy/tenant-cache.ts';
import type { RateLimit } from './modules/auth/rate-limit.ts';
import { stockPhotoImageOrigin } from './modules/content/stock-photos/unsplash-client.ts';
import { installModuleContributions, moduleContributions } from './host/module-contributions.ts';
import type { KvStore } from './platform/kv/kv-store.ts';
import { createFeedReader } from './modules/content/feeds/feed-cache.ts';
import { PRODUCTION_FEED_FETCH, type FeedFetchOptions } from './modules/content/feeds/feed-fetch.ts';
import { createMediaStorage } from './platform/storage/create-media-storage.ts';
import { registerWebApp } from './host/web/ssr.ts';
import { webBuildExists } from './platform/web/web-build.ts';
import type { ViteDev } from './platform/web/vite-dev.ts';
import { devLogStream, registerDevRequestLog } from './platform/http/dev-log.ts';

export type AppDeps = {
  config: Pick<Config, 'nodeEnv' | 'logLevel'> &
    Partial<Pick<Config, 'trustProxyHops' | 'authRateLimitFactor' | 's3' | 'pageCacheMb' | 'sharedReadsMb'>>;
  database: Database;
  kv: KvStore;
  appSecret: string;
  /** Override auth rate limits (tests that sign in often relax them; the rate-limit tests keep them). */
  authLimits?: Partial<AuthLimits>;
  /** Override the TLS proxy's question limit (a test proves it with a small value). */
  tlsAskLimit?: RateLimit;
  /** Override the upload attempt limits (a test proves them with a small value). */
  uploadAttemptLimits?: Partial<UploadAttemptLimits>;
  /** Override GraphQL query limits (tests prove each limit with a small value). */
  graphqlLimits?: Partial<GraphQLLimits>;
  /** Directory of uploaded files (main.ts: DATA_DIR/media), unless config.s3 names a bucket. */
  mediaDir: string;
  /** The card provider's API address when not the real one (tests, a local mock). */
  cardApiBase?: string;
  /** The stock photo provider's platform key, app name and address (UNSPLASH_*); default: none set. */
  stockPhotos?: StockPhotoSettings;
  /**
   * How CMS pages' RSS feeds are fetched (default PRODUCTION_FEED_FETCH: public https addresses only).
   * Tests hand in one that may reach their local fake feed server; no setting of a running server can.
   */
  feedFetch?: FeedFetchOptions;
  /** The AI service (config.ai; tests: the fake OpenAI server). */
  ai?: AiSettings;
  /** PLATFORM_DOMAIN: new tenants' fallback hosts are `<slug>.<platformDomain>`. */
  platformDomain?: string | undefined;
  /** DeepL (config.deepl; tests: the fake DeepL server); default: none set. */
  deepl?: DeepLSettings;
  /** The tenants' integrations (config.integrations; tests: fake servers on loopback). */
  integrations?: IntegrationSettings;
  /** The services the app uses (tests share them, e.g. to announce a tenant row they changed in SQL). */
  services?: AppServices;
  /** Serve the React Router build (default: when it exists). API-only tests can leave it out. */
  web?: boolean | { buildDir: string };
  /** `npm run dev`: the web app from its sources through Vite, with hot module replacement (vite-dev.ts). */
  viteDev?: ViteDev;
};

/** No platform key and the real provider: stock photos only for shops that entered a key of their own. */
const NO_STOCK_PHOTOS: StockPhotoSettings = {
  accessKey: undefined,
  appName: 'print_shop_platform',
  apiBase: undefined,
};

/** The helpers resolvers and background work share (the secret box is derived from the app secret). */
export function appServices(
  deps: Pick<
    AppDeps,
    'appSecret' | 'cardApiBase' | 'stockPhotos' | 'ai' | 'platformDomain' | 'deepl' | 'integrations'
  > & {
    domainDns?: AppServices['domainDns'];
  },
): AppServices {
  return {
    secrets: createSecretBox(deps.appSecret),
    cardApiBase: deps.cardApiBase,
    stockPhotos: deps.stockPhotos ?? NO_STOCK_PHOTOS,
    tenantChanges: createTenantChanges(),
    ai: deps.ai,
    platformDomain: deps.platformDomain,
    domainDns: deps.domainDns ?? { cnameTarget: 'shops.localhost', ipv4: [] },
    deepl: deps.deepl ?? { apiKey: undefined, apiBase: undefined },
    integrations: deps.integrations ?? { calComApiBase: CAL_COM_API_BASE, allowPrivateHosts: false },
  };
}

/** Builds the whole HTTP app; used by main.ts and by the integration tests. */
declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The data version of public content, for work outside a request to announce a change at once
     * (the database's notice reaches this process some time later): the statement-count tests.
     */
    publicContent: PublicContentVersion;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // What the modules contribute to each other (checkout guards, order hooks, …) before any request.
  installModuleContributions();
  const production = deps.config.nodeEnv === 'production';
  // Development's terminal gets readable one-line entries, one per request (assets left out): dev-log.ts.
  const development = deps.config.nodeEnv === 'development';
  const app = Fastify({
    ...(deps.viteDev ? { serverFactory: deps.viteDev.serverFactory } : {}),
    logger: {
      level: deps.config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      // Reset links carry their token in the query string: it must not end up in the log.
      serializers: { req: serializeRequest },
      ...(development ? { stream: devLogStream() } : {}),
    },
    ...(development ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    // A caller's x-request-id is kept for tracing only when it is a short plain token.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000, // a client trickling a body cannot hold a socket forever
    connectionTimeout: 130_000,
    // X-Forwarded-* only from the configured number of proxy hops (TRUST_PROXY); none by default.
    trustProxy: (_address: string, hop: number) => hop < (deps.config.trustProxyHops ?? 0),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (development) registerDevRequestLog(app);

  await app.register(fastifyCookie, { secret: deps.appSecret });
  const services = deps.services ?? appServices(deps);
  // The stock photo search shows the provider's thumbnails in the admin (decision 0073).
  await registerSecurityHeaders(app, { imageOrigins: [stockPhotoImageOrigin(services.stockPhotos.apiBase)] });
  await registerCompression(app);
  registerErrorHandling(app);
  registerAddressGuard(app);

  const tenants = createTenantResolver(deps.database);
  const sessions = createSessions(deps);
  // Before any route: every route declares who may call it, and a declared right is checked here.
  registerRouteAccess(app, { tenants, sessions });
  const media = await createMediaStorage(deps.config, deps.mediaDir);
  // Every instance hears of changes to public pages from the database (migration 0010).
  const publicContent = await startPublicContentVersion(deps.database, services.tenantChanges);
  app.addHook('onClose', () => publicContent.stop());
  app.decorate('publicContent', publicContent);
  // A host answered "no tenant" is kept 30 s; a tenant finished by the setup wizard or a domain added,
  // activated or deleted (public content) must answer at once, on every instance.
  publicContent.onChange((tenantId) => tenants.forget(tenantId));
  // Public catalogue reads shared by callers who see the same (signed-in ones too), per data version.
  const sharedReads = createSharedReadsStore(
    publicContent,
    deps.config.sharedReadsMb === undefined ? undefined : deps.config.sharedReadsMb * 2 ** 20,
  );
  // The tenants' categories (visibility of every catalogue read and cart check), kept per data version.
  const categoryRows = createCategoryRowsCache(publicContent);
  // CMS pages' RSS feeds, fetched by the server and kept in the shared store (modules/content/feeds).
  const contentFeeds = createFeedReader(deps.kv, deps.feedFetch ?? PRODUCTION_FEED_FETCH);
  const uploadAttempts = createUploadAttempts(deps.kv, {
    ...UPLOAD_ATTEMPT_LIMITS,
    ...deps.uploadAttemptLimits,
  });
  registerHealthRoute(app, deps);
  registerDomainRedirect(app, { tenants });
  registerTlsAskRoute(app, {
    tenants,
    kv: deps.kv,
    ...(deps.tlsAskLimit ? { limit: deps.tlsAskLimit } : {}),
  });
  const yoga = registerGraphQLRoute(app, {
    database: deps.database,
    tenants,
    sessions,
    media,
    uploadAttempts,
    services,
    publicContent,
    sharedReads,
    categoryRows,
    contentFeeds,
    production,
    limits: deps.graphqlLimits,
  });
  registerTranslationExportRoute(app, {
    database: deps.database,
    tenants,
    sessions,
    tenantCache: createTenantCache(deps.database, services.tenantChanges),
  });
  // Each module's REST routes (auth, webhooks, punch-out, files); the web app's catch-all comes last.
  const routeContext = {
    contributions: moduleContributions,
    database: deps.database,
    kv: deps.kv,
    tenants,
    sessions,
    services,
    media,
    authLimits: deps.authLimits ?? scaledAuthLimits(deps.config.authRateLimitFactor ?? 1),
  };
  for (const module of serverModules) module.routes?.(app, routeContext);

  if (deps.viteDev) {
    await deps.viteDev.start();
    app.addHook('onClose', () => deps.viteDev!.close());
  }
  const web = deps.web ?? (deps.viteDev ? { devBuild: deps.viteDev.loadBuild } : webBuildExists());
  if (!web && development) {
    app.log.warn(
      'the web app is not built, so every page answers 404: use npm run dev (serves the sources through Vite) or npm run build',
    );
  }
  if (web) {
    await registerWebApp(app, {
      database: deps.database,
      tenants,
      sessions,
      yoga,
      media,
      uploadAttempts,
      services,
      publicContent,
      sharedReads,
      categoryRows,
      contentFeeds,
      isDevelopment: deps.config.nodeEnv === 'development',
      ...(deps.config.pageCacheMb === undefined ? {} : { pageCacheBytes: deps.config.pageCacheMb * 2 ** 20 }),
      ...(typeof web === 'object' ? web : {}),
    });
  }
  return app;
}
