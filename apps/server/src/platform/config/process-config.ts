import path from 'node:path';
import { parseWholeNumber } from './env-values.ts';

/** How this process runs: where it listens, its mode, its logging, whom it trusts in front of it. */
export type ProcessSettings = {
  port: number;
  host: string;
  dataDir: string;
  nodeEnv: 'development' | 'production' | 'test';
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
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function readProcessSettings(
  env: NodeJS.ProcessEnv,
  cwd: string,
  problems: string[],
): ProcessSettings {
  const port = parseWholeNumber(
    env.PORT,
    { fallback: 3000, min: 0, max: 65535 },
    (text) => `PORT must be an integer between 0 and 65535, not "${text}".`,
    problems,
  );
  const host = env.HOST?.trim() || '0.0.0.0';
  const dataDir = path.resolve(cwd, env.DATA_DIR?.trim() || './data');

  const nodeEnvRaw = env.NODE_ENV?.trim() || 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be development, production or test, not "${nodeEnvRaw}".`);
  }
  const nodeEnv = nodeEnvRaw as ProcessSettings['nodeEnv'];

  const webDevRaw = env.PRINT_WEB_DEV?.trim() || undefined;
  if (webDevRaw !== undefined && webDevRaw !== 'vite') {
    problems.push(`PRINT_WEB_DEV must be vite or unset (npm run dev sets it), not "${webDevRaw}".`);
  }
  const webFromSources = webDevRaw === 'vite' && nodeEnv === 'development';

  const logLevel = env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'warn' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);

  const trustProxyHops = parseWholeNumber(
    env.TRUST_PROXY,
    { fallback: 0, min: 0, max: 10 },
    (text) => `TRUST_PROXY must be the number of proxy hops in front of the server (0-10), not "${text}".`,
    problems,
  );
  const authRateLimitFactor = parseWholeNumber(
    env.AUTH_RATE_LIMIT_FACTOR,
    { fallback: 1, min: 1, max: Infinity },
    (text) => `AUTH_RATE_LIMIT_FACTOR must be a whole number of at least 1, not "${text}".`,
    problems,
  );

  return { port, host, dataDir, nodeEnv, webFromSources, logLevel, trustProxyHops, authRateLimitFactor };
}
