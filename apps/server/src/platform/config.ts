import path from 'node:path';
import { STOCK_PHOTO_APP_NAME } from '@print/core/media/stock-photos';
import type { AiSettings } from './ai/chat-completions.ts';

/** Validated process configuration. Every env variable the server reads is parsed here, once. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /**
   * ALLOW_LOG_ONLY_MAIL=1: production may run without SMTP_URL. Mails then stay in the outbox and the log
   * shows only recipient and subject, never the text (it may hold a sign-in code or a reset link).
   */
  allowLogOnlyMail: boolean;
  /**
   * ALLOW_EMBEDDED_DATABASE=1: production may run on the embedded PGlite (one connection, one process),
   * e.g. for a demo or a browser test run. Without it production needs DATABASE_URL.
   */
  allowEmbeddedDatabase: boolean;
  /** Sender address of every mail (the tenant's company name is the display name). */
  mailFrom: string;
  /** From APP_SECRET, or generated and persisted in DATA_DIR (see app-secret.ts). */
  appSecret: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  /** Seed demo tenants: always into the embedded default, into PostgreSQL only with SEED_DEMO=1. */
  seedDemo: boolean;
  /** The demo's made-up orders and activity too: never into a production database, even with SEED_DEMO=1. */
  seedDemoHistory: boolean;
  /**
   * PRINT_WEB_DEV=vite, set by `npm run dev` (scripts/dev.mjs): the web app from its sources through
   * Vite instead of a build (decision 0057); development only.
   */
  webFromSources: boolean;
  logLevel: string;
  /** Trust X-Forwarded-* from this many proxy hops (0 = none, the default). */
  trustProxyHops: number;
  /**
   * Multiplies every auth rate limit (AUTH_RATE_LIMIT_FACTOR, default 1): e.g. 10 where a whole office
   * signs in from behind one address.
   */
  authRateLimitFactor: number;
  /**
   * STRIPE_API_BASE: the card provider's API address when it is not Stripe itself (a local mock such as
   * stripe-mock, or the tests' fake server). Unset in production.
   */
  cardApiBase: string | undefined;
  /** The stock photo provider (Unsplash) for every shop without a key of its own. */
  stockPhotos: StockPhotoSettings;
  /**
   * WEB_CONCURRENCY: how many worker processes serve requests (default 1: this process itself). More use
   * more cores; they share nothing but the database and Redis, so they need PostgreSQL (DATABASE_URL).
   */
  webConcurrency: number;
  /**
   * PAGE_CACHE_MB: memory for anonymous pages kept per data version (decision 0026), compressed, in
   * MiB per process (default 64: ~3,400 product pages). 0 keeps none.
   */
  pageCacheMb: number;
  /**
   * SHARED_READS_MB: memory for the catalogue reads shared by signed-in callers of one data version
   * (decision 0029), in MiB per process (default 32), estimated per entry; least recently used go first.
   * 0 keeps none.
   */
  sharedReadsMb: number;
  /** Where uploaded media live: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/media. */
  s3: S3Settings | undefined;
  /**
   * The AI service of every shop (AI page generation and translation): AI_API_KEY and AI_MODEL, and
   * AI_BASE_URL when it is not OpenAI (any Chat Completions API: a local model server too). Unset: the
   * AI features say they are not configured.
   */
  ai: AiSettings | undefined;
};

/**
 * Unsplash's API for the page builder's stock photo search: UNSPLASH_ACCESS_KEY (a shop's own key in its
 * settings wins), UNSPLASH_APP_NAME (the application's name, the `utm_source` of the credit links), and
 * UNSPLASH_API_BASE for another address (the tests' fake server); its images are then fetched from there.
 */
export type StockPhotoSettings = {
  accessKey: string | undefined;
  appName: string;
  apiBase: string | undefined;
};

/** An S3-compatible bucket (AWS S3, MinIO, R2, Ceph…) for uploaded media. */
export type S3Settings = {
  bucket: string;
  region: string;
  /** The store's address when it is not AWS itself. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>` (most self-hosted stores). */
  forcePathStyle: boolean;
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Parses env into a Config, collecting a clear message for every bad value instead of stopping at the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];

  const port = parsePort(env.PORT, problems);
  const host = env.HOST?.trim() || '0.0.0.0';
  const dataDir = path.resolve(cwd, env.DATA_DIR?.trim() || './data');

  const databaseUrl = parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:'], problems);
  const redisUrl = parseUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:'], problems);
  const smtpUrl = parseUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:'], problems);
  const cardApiBase = parseUrl('STRIPE_API_BASE', env.STRIPE_API_BASE, ['http:', 'https:'], problems);

  const mailFrom = env.MAIL_FROM?.trim() || 'no-reply@localhost';
  if (!/^[^\s@<>"]+@[^\s@<>"]+$/.test(mailFrom))
    problems.push(`MAIL_FROM must be a plain e-mail address, not "${mailFrom}".`);

  const appSecret = env.APP_SECRET?.trim() || undefined;
  if (appSecret !== undefined && appSecret.length < 32) {
    problems.push(
      'APP_SECRET must be at least 32 characters long (or unset it to have one generated in DATA_DIR).',
    );
  }

  const nodeEnvRaw = env.NODE_ENV?.trim() || 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be development, production or test, not "${nodeEnvRaw}".`);
  }
  const nodeEnv = nodeEnvRaw as Config['nodeEnv'];

  const seedRaw = env.SEED_DEMO?.trim();
  if (seedRaw !== undefined && seedRaw !== '' && !['0', '1', 'true', 'false'].includes(seedRaw)) {
    problems.push(`SEED_DEMO must be 1 or 0, not "${seedRaw}".`);
  }
  // Demo data only into the embedded development database, or when asked for explicitly.
  const seedDemo =
    seedRaw === '1' ||
    seedRaw === 'true' ||
    (databaseUrl === undefined && nodeEnv !== 'production' && seedRaw !== '0');
  const seedDemoHistory = seedDemo && nodeEnv !== 'production';

  const webDevRaw = env.PRINT_WEB_DEV?.trim() || undefined;
  if (webDevRaw !== undefined && webDevRaw !== 'vite') {
    problems.push(`PRINT_WEB_DEV must be vite or unset (npm run dev sets it), not "${webDevRaw}".`);
  }
  const webFromSources = webDevRaw === 'vite' && nodeEnv === 'development';

  const allowEmbeddedDatabase = parseFlag('ALLOW_EMBEDDED_DATABASE', env.ALLOW_EMBEDDED_DATABASE, problems);
  if (nodeEnv === 'production' && databaseUrl === undefined && !allowEmbeddedDatabase) {
    problems.push(
      'DATABASE_URL is required with NODE_ENV=production: the embedded database (PGlite) has one connection ' +
        'in one process, so it cannot serve several instances or much traffic. Set ALLOW_EMBEDDED_DATABASE=1 ' +
        'to run production on it anyway (one instance, e.g. a demo).',
    );
  }
  const allowLogOnlyMail = parseFlag('ALLOW_LOG_ONLY_MAIL', env.ALLOW_LOG_ONLY_MAIL, problems);
  if (nodeEnv === 'production' && smtpUrl === undefined && !allowLogOnlyMail) {
    problems.push(
      'SMTP_URL is required with NODE_ENV=production: without a mail server nobody receives sign-in codes ' +
        'or password-reset links. Set ALLOW_LOG_ONLY_MAIL=1 to run without one anyway (mails stay in the ' +
        'mail_outbox table; the log shows recipient and subject only).',
    );
  }

  if (nodeEnv === 'production' && databaseUrl !== undefined && appSecret === undefined) {
    problems.push(
      'APP_SECRET is required with NODE_ENV=production and DATABASE_URL: every instance must share it.',
    );
  }

  const trustRaw = env.TRUST_PROXY?.trim() || '0';
  const trustProxyHops = Number(trustRaw);
  if (!Number.isInteger(trustProxyHops) || trustProxyHops < 0 || trustProxyHops > 10) {
    problems.push(
      `TRUST_PROXY must be the number of proxy hops in front of the server (0-10), not "${trustRaw}".`,
    );
  }

  const factorRaw = env.AUTH_RATE_LIMIT_FACTOR?.trim() || '1';
  const authRateLimitFactor = Number(factorRaw);
  if (!Number.isInteger(authRateLimitFactor) || authRateLimitFactor < 1) {
    problems.push(`AUTH_RATE_LIMIT_FACTOR must be a whole number of at least 1, not "${factorRaw}".`);
  }

  const concurrencyRaw = env.WEB_CONCURRENCY?.trim() || '1';
  const webConcurrency = Number(concurrencyRaw);
  if (!Number.isInteger(webConcurrency) || webConcurrency < 1 || webConcurrency > 64) {
    problems.push(`WEB_CONCURRENCY must be the number of worker processes (1-64), not "${concurrencyRaw}".`);
  } else if (webConcurrency > 1 && databaseUrl === undefined) {
    problems.push(
      `WEB_CONCURRENCY=${webConcurrency} needs DATABASE_URL: the embedded database (PGlite) lives inside one ` +
        'process, so only one worker could use it. Set DATABASE_URL to a PostgreSQL database, or ' +
        'WEB_CONCURRENCY=1.',
    );
  }

  const pageCacheRaw = env.PAGE_CACHE_MB?.trim() || '64';
  const pageCacheMb = Number(pageCacheRaw);
  if (!Number.isInteger(pageCacheMb) || pageCacheMb < 0 || pageCacheMb > 65_536) {
    problems.push(`PAGE_CACHE_MB must be the page cache's memory in MiB (0-65536), not "${pageCacheRaw}".`);
  }

  const sharedReadsRaw = env.SHARED_READS_MB?.trim() || '32';
  const sharedReadsMb = Number(sharedReadsRaw);
  if (!Number.isInteger(sharedReadsMb) || sharedReadsMb < 0 || sharedReadsMb > 65_536) {
    problems.push(
      `SHARED_READS_MB must be the shared reads' memory in MiB (0-65536), not "${sharedReadsRaw}".`,
    );
  }

  const s3 = parseS3(env, problems);
  const ai = parseAi(env, problems);

  const unsplashAppName = env.UNSPLASH_APP_NAME?.trim() || 'print_shop_platform';
  if (!STOCK_PHOTO_APP_NAME.test(unsplashAppName)) {
    problems.push(
      `UNSPLASH_APP_NAME must be your Unsplash application's name in letters, digits, _ . or - (at most 64), not "${unsplashAppName}".`,
    );
  }
  const stockPhotos: StockPhotoSettings = {
    accessKey: env.UNSPLASH_ACCESS_KEY?.trim() || undefined,
    appName: unsplashAppName,
    apiBase: parseUrl('UNSPLASH_API_BASE', env.UNSPLASH_API_BASE, ['http:', 'https:'], problems),
  };

  const logLevel = env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'warn' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    redisUrl,
    smtpUrl,
    allowLogOnlyMail,
    allowEmbeddedDatabase,
    mailFrom,
    appSecret,
    nodeEnv,
    seedDemo,
    seedDemoHistory,
    webFromSources,
    logLevel,
    trustProxyHops,
    authRateLimitFactor,
    cardApiBase,
    stockPhotos,
    webConcurrency,
    pageCacheMb,
    sharedReadsMb,
    s3,
    ai,
  };
}

/** What AI_BASE_URL defaults to: OpenAI's API. */
export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/**
 * AI_API_KEY and AI_MODEL together (a key without a model would fail at the first request, not at start);
 * AI_BASE_URL optional. A local model server that needs no key takes any text as AI_API_KEY.
 */
function parseAi(env: NodeJS.ProcessEnv, problems: string[]): AiSettings | undefined {
  const apiKey = env.AI_API_KEY?.trim() || undefined;
  const model = env.AI_MODEL?.trim() || undefined;
  const baseUrl = parseUrl('AI_BASE_URL', env.AI_BASE_URL, ['http:', 'https:'], problems);
  if (!apiKey && !model) {
    if (baseUrl) problems.push('AI_BASE_URL is set without AI_API_KEY and AI_MODEL: set both, or unset it.');
    return undefined;
  }
  if (!apiKey || !model) {
    problems.push(
      `${apiKey ? 'AI_MODEL' : 'AI_API_KEY'} is missing: the AI service needs AI_API_KEY and AI_MODEL ` +
        '(and AI_BASE_URL when it is not OpenAI). Unset both to run without AI features.',
    );
    return undefined;
  }
  return { baseUrl: baseUrl ?? OPENAI_BASE_URL, apiKey, model };
}

/**
 * The S3_* variables: all or nothing. Setting any of them means media go to a bucket, so a missing one
 * is a mistake to name at start, not a reason to quietly write to the local disk instead.
 */
function parseS3(env: NodeJS.ProcessEnv, problems: string[]): S3Settings | undefined {
  const value = (raw: string | undefined) => raw?.trim() || undefined;
  const given = {
    S3_BUCKET: value(env.S3_BUCKET),
    S3_REGION: value(env.S3_REGION),
    S3_ENDPOINT: value(env.S3_ENDPOINT),
    S3_ACCESS_KEY_ID: value(env.S3_ACCESS_KEY_ID),
    S3_SECRET_ACCESS_KEY: value(env.S3_SECRET_ACCESS_KEY),
    S3_FORCE_PATH_STYLE: value(env.S3_FORCE_PATH_STYLE),
  };
  if (Object.values(given).every((v) => v === undefined)) return undefined;
  const required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = required.filter((name) => given[name] === undefined);
  if (missing.length > 0) {
    const set = Object.keys(given).filter((name) => given[name as keyof typeof given] !== undefined);
    problems.push(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing: media go to an S3 bucket ` +
        `when any S3_* variable is set (${set.join(', ')} ${set.length === 1 ? 'is' : 'are'}), and that ` +
        'needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY. Unset them all to keep media in DATA_DIR.',
    );
  }
  const endpoint = parseUrl('S3_ENDPOINT', given.S3_ENDPOINT, ['http:', 'https:'], problems);
  // Self-hosted stores rarely have a DNS name per bucket; AWS itself prefers virtual-host style.
  const forcePathStyle =
    given.S3_FORCE_PATH_STYLE === undefined
      ? endpoint !== undefined
      : parseFlag('S3_FORCE_PATH_STYLE', given.S3_FORCE_PATH_STYLE, problems);
  if (missing.length > 0) return undefined;
  return {
    bucket: given.S3_BUCKET!,
    region: given.S3_REGION ?? 'us-east-1',
    endpoint,
    accessKeyId: given.S3_ACCESS_KEY_ID!,
    secretAccessKey: given.S3_SECRET_ACCESS_KEY!,
    forcePathStyle,
  };
}

function parsePort(raw: string | undefined, problems: string[]): number {
  if (raw === undefined || raw.trim() === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be an integer between 0 and 65535, not "${raw}".`);
    return 3000;
  }
  return port;
}

/** An opt-in switch: 1/true or 0/false (unset = off). */
function parseFlag(name: string, raw: string | undefined, problems: string[]): boolean {
  const value = raw?.trim().toLowerCase();
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  problems.push(`${name} must be 1 or 0, not "${raw}".`);
  return false;
}

function parseUrl(name: string, raw: string | undefined, protocols: string[], problems: string[]) {
  const value = raw?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol)) {
      problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}.`);
    }
  } catch {
    problems.push(`${name} is not a valid URL.`);
  }
  return value;
}
