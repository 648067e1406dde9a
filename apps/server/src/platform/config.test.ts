import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { resolveAppSecret } from './app-secret.ts';
import { ConfigError, loadConfig } from './config.ts';

/** What production on the embedded database without a mail server needs (the e2e and bench set it). */
const PRODUCTION_OPT_INS = { ALLOW_EMBEDDED_DATABASE: '1', ALLOW_LOG_ONLY_MAIL: '1' };

describe('configuration from env', () => {
  it('has working defaults: port 3000, ./data, embedded database with demo data', () => {
    const config = loadConfig({}, '/srv/shop');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/shop/data',
      databaseUrl: undefined,
      nodeEnv: 'development',
      seedDemo: true,
    });
  });

  it("seeds production only with the demo's shops and accounts, never its made-up orders and activity", () => {
    const production = loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', ...PRODUCTION_OPT_INS });
    expect(production).toMatchObject({ seedDemo: true, seedDemoHistory: false });
    expect(loadConfig({})).toMatchObject({ seedDemo: true, seedDemoHistory: true });
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemoHistory).toBe(false);
  });

  it('serves the web app through Vite only when npm run dev asks for it in development', () => {
    expect(loadConfig({}).webFromSources).toBe(false);
    expect(loadConfig({ PRINT_WEB_DEV: 'vite' }).webFromSources).toBe(true);
    const production = { NODE_ENV: 'production', PRINT_WEB_DEV: 'vite', ...PRODUCTION_OPT_INS };
    expect(loadConfig(production).webFromSources).toBe(false);
    expect(() => loadConfig({ PRINT_WEB_DEV: 'yes' })).toThrow(/PRINT_WEB_DEV must be vite or unset/);
  });

  it('never seeds a PostgreSQL database unless SEED_DEMO=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/shop' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/shop', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('seeds nothing in production unless asked, and needs a shared APP_SECRET there with PostgreSQL', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_OPT_INS }).seedDemo).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' })).toThrow(
      /APP_SECRET is required/,
    );
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be the number of proxy hops/);
  });

  it('refuses production on the embedded database unless ALLOW_EMBEDDED_DATABASE=1, saying why', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' };
    expect(() => loadConfig(production)).toThrow(
      /DATABASE_URL is required with NODE_ENV=production: the embedded database \(PGlite\) has one connection in one process/,
    );
    expect(() => loadConfig(production)).toThrow(/Set ALLOW_EMBEDDED_DATABASE=1/);
    expect(loadConfig({ ...production, ALLOW_EMBEDDED_DATABASE: '1' })).toMatchObject({
      databaseUrl: undefined,
      allowEmbeddedDatabase: true,
    });
    const onPostgres = { ...production, DATABASE_URL: 'postgres://db/shop', APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig(onPostgres).allowEmbeddedDatabase).toBe(false);
    // Development needs no opt-in: the embedded database is its default.
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ ALLOW_EMBEDDED_DATABASE: 'yes' })).toThrow(
      /ALLOW_EMBEDDED_DATABASE must be 1 or 0/,
    );
  });

  it('refuses production without SMTP_URL unless ALLOW_LOG_ONLY_MAIL=1, saying why', () => {
    const production = { NODE_ENV: 'production', ALLOW_EMBEDDED_DATABASE: '1' };
    expect(() => loadConfig(production)).toThrow(
      /SMTP_URL is required with NODE_ENV=production: without a mail server nobody receives sign-in codes/,
    );
    expect(() => loadConfig(production)).toThrow(/Set ALLOW_LOG_ONLY_MAIL=1/);
    expect(loadConfig({ ...production, ALLOW_LOG_ONLY_MAIL: 'true' })).toMatchObject({
      smtpUrl: undefined,
      allowLogOnlyMail: true,
    });
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail:587' }).allowLogOnlyMail).toBe(false);
    // Development logs mails without asking.
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(() => loadConfig({ ALLOW_LOG_ONLY_MAIL: 'on' })).toThrow(/ALLOW_LOG_ONLY_MAIL must be 1 or 0/);
  });

  it('scales the auth rate limits only by a whole factor of at least 1', () => {
    expect(loadConfig({}).authRateLimitFactor).toBe(1);
    expect(loadConfig({ AUTH_RATE_LIMIT_FACTOR: '10' }).authRateLimitFactor).toBe(10);
    expect(() => loadConfig({ AUTH_RATE_LIMIT_FACTOR: '0.5' })).toThrow(/AUTH_RATE_LIMIT_FACTOR must be/);
  });

  it('runs one process unless WEB_CONCURRENCY asks for more, and more only on PostgreSQL', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    const onPostgres = { DATABASE_URL: 'postgres://db/shop' };
    expect(loadConfig({ ...onPostgres, WEB_CONCURRENCY: '2' }).webConcurrency).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database \(PGlite\) lives inside one process/,
    );
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    for (const bad of ['0', 'two', '1.5', '65']) {
      expect(() => loadConfig({ ...onPostgres, WEB_CONCURRENCY: bad })).toThrow(
        `WEB_CONCURRENCY must be the number of worker processes (1-64), not "${bad}".`,
      );
    }
  });

  it('gives the page cache 64 MiB unless PAGE_CACHE_MB says otherwise (0: none)', () => {
    expect(loadConfig({}).pageCacheMb).toBe(64);
    expect(loadConfig({ PAGE_CACHE_MB: '256' }).pageCacheMb).toBe(256);
    expect(loadConfig({ PAGE_CACHE_MB: '0' }).pageCacheMb).toBe(0);
    for (const bad of ['-1', '1.5', 'lots']) {
      expect(() => loadConfig({ PAGE_CACHE_MB: bad })).toThrow(
        `PAGE_CACHE_MB must be the page cache's memory in MiB (0-65536), not "${bad}".`,
      );
    }
  });

  it('gives the shared reads 32 MiB unless SHARED_READS_MB says otherwise (0: none)', () => {
    expect(loadConfig({}).sharedReadsMb).toBe(32);
    expect(loadConfig({ SHARED_READS_MB: '128' }).sharedReadsMb).toBe(128);
    expect(loadConfig({ SHARED_READS_MB: '0' }).sharedReadsMb).toBe(0);
    for (const bad of ['-1', '1.5', 'lots']) {
      expect(() => loadConfig({ SHARED_READS_MB: bad })).toThrow(
        `SHARED_READS_MB must be the shared reads' memory in MiB (0-65536), not "${bad}".`,
      );
    }
  });

  it('keeps media in DATA_DIR unless S3_BUCKET and its credentials are set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const bucket = { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(bucket).s3).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    // Any S3-compatible store: path-style addressing by default once an endpoint is named.
    const minio = { ...bucket, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-central-1' };
    expect(loadConfig(minio).s3).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: '0' }).s3?.forcePathStyle).toBe(false);
    expect(loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: '1' }).s3?.forcePathStyle).toBe(true);
  });

  it('takes the S3_* variables all or nothing, naming the missing ones in one message', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problemsOf({ S3_BUCKET: 'media' })).toEqual([
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are missing: media go to an S3 bucket when any S3_* variable ' +
        'is set (S3_BUCKET is), and that needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY. ' +
        'Unset them all to keep media in DATA_DIR.',
    ]);
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      expect.stringMatching(
        /^S3_BUCKET, S3_SECRET_ACCESS_KEY are missing: .*\(S3_ENDPOINT, S3_ACCESS_KEY_ID are\)/,
      ),
    ]);
    const bucket = { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(problemsOf({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).toEqual([
      'S3_FORCE_PATH_STYLE must be 1 or 0, not "yes".',
    ]);
    expect(problemsOf({ ...bucket, S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_ENDPOINT must start with http:// or https://.',
    ]);
    // The secret never appears in a message.
    expect(problemsOf({ S3_SECRET_ACCESS_KEY: 'very-secret' }).join('\n')).not.toContain('very-secret');
  });

  it('has no AI service unless AI_API_KEY and AI_MODEL are set together; OpenAI unless AI_BASE_URL says otherwise', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(loadConfig({}).ai).toBeUndefined();
    expect(loadConfig({ AI_API_KEY: 'sk-1', AI_MODEL: 'gpt-4o-mini' }).ai).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-1',
      model: 'gpt-4o-mini',
    });
    const local = { AI_API_KEY: 'none', AI_MODEL: 'llama3.1', AI_BASE_URL: 'http://127.0.0.1:11434/v1' };
    expect(loadConfig(local).ai?.baseUrl).toBe('http://127.0.0.1:11434/v1');
    expect(problemsOf({ AI_API_KEY: 'sk-secret' })).toEqual([
      expect.stringMatching(/^AI_MODEL is missing: the AI service needs AI_API_KEY and AI_MODEL/),
    ]);
    expect(problemsOf({ AI_API_KEY: 'sk-secret' }).join('\n')).not.toContain('sk-secret');
    expect(problemsOf({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toEqual([
      'AI_BASE_URL is set without AI_API_KEY and AI_MODEL: set both, or unset it.',
    ]);
    expect(problemsOf({ ...local, AI_BASE_URL: 'ftp://x' })).toEqual([
      'AI_BASE_URL must start with http:// or https://.',
    ]);
  });

  it('reports every bad value with a clear message', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'not a url',
        SMTP_URL: 'http://mail',
        APP_SECRET: 'short',
        NODE_ENV: 'staging',
        SEED_DEMO: 'maybe',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT must be an integer between 0 and 65535, not "eighty"');
    expect(problems).toContain('DATABASE_URL must start with postgres:// or postgresql://');
    expect(problems).toContain('REDIS_URL is not a valid URL');
    expect(problems).toContain('SMTP_URL must start with smtp:// or smtps://');
    expect(problems).toContain('APP_SECRET must be at least 32 characters');
    expect(problems).toContain('NODE_ENV must be development, production or test');
    expect(problems).toContain('SEED_DEMO must be 1 or 0');
  });
});

describe('the documented configuration', () => {
  const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
  // config.ts and the readers of each area in config/: every env variable is read in one of them.
  const configFiles = [
    './config.ts',
    ...readdirSync(new URL('./config/', import.meta.url)).map((f) => `./config/${f}`),
  ];
  const readByServer = new Set(
    configFiles.flatMap((file) => [...read(file).matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1])),
  );
  const inReadme = new Set(
    [...read('../../../../README.md').matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]),
  );
  const example = parseEnv(read('../../../../.env.example'));

  it('names every variable the server reads in the README table and in .env.example', () => {
    expect([...inReadme].sort()).toEqual([...readByServer].sort());
    for (const name of readByServer) expect(Object.keys(example)).toContain(name);
  });

  it(".env.example's values are the real defaults: loading it changes nothing", () => {
    const settings = Object.fromEntries([...readByServer].map((name) => [name, example[name as string]]));
    expect(loadConfig(settings, '/srv/shop')).toEqual(loadConfig({}, '/srv/shop'));
  });
});

describe('app secret', () => {
  it('is generated once, persisted in DATA_DIR and reused on the next start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'secret-'));
    const first = await resolveAppSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await readFile(path.join(dir, 'app-secret'), 'utf8')).toBe(first);
    expect(await resolveAppSecret(undefined, dir)).toBe(first);
  });

  it('uses APP_SECRET when it is set', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'secret-'));
    expect(await resolveAppSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
  });
});
