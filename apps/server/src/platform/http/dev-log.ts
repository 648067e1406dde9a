// Development's terminal: one readable line per log entry and per page or API call, instead of pino's
// JSON and Fastify's two entries per request (assets included). Production keeps the JSON lines, which
// log collectors read. A few lines of formatting instead of pino-pretty: no worker thread, no dependency.
import type { FastifyInstance } from 'fastify';
import { redactUrl } from './log-redaction.ts';

const LEVEL_NAMES: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

/** Fields every pino line carries, or that the line itself already shows. */
const HIDDEN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err', 'req', 'res']);

/** Requests the terminal does not show: built assets, fonts, the icon, the health check, Vite's own. */
export function isQuietRequest(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return (
    path.startsWith('/assets/') ||
    path.startsWith('/fonts/') ||
    path.startsWith('/favicon') ||
    path === '/service-api/health' ||
    path.startsWith('/@') ||
    path.startsWith('/node_modules/') ||
    path.startsWith('/__manifest')
  );
}

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

function fieldText(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) || value === '' ? JSON.stringify(value) : value;
  return JSON.stringify(value) ?? String(value);
}

/** One pino JSON line as `12:04:05 GET /admin 200 31 ms` or `12:04:05 warn unknown host host=x`. */
export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.replace(/\n$/, '');
  }
  if (entry === null || typeof entry !== 'object') return line.replace(/\n$/, '');
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const parts = [clock(entry.time)];
  if (level !== 30) parts.push(LEVEL_NAMES[level] ?? String(level));
  if (typeof entry.method === 'string' && typeof entry.url === 'string') {
    parts.push(`${entry.method} ${entry.url} ${String(entry.statusCode)} ${String(entry.ms)} ms`);
  } else if (typeof entry.msg === 'string') {
    parts.push(entry.msg);
  }
  for (const [key, value] of Object.entries(entry)) {
    if (HIDDEN_FIELDS.has(key) || ['method', 'url', 'statusCode', 'ms'].includes(key)) continue;
    parts.push(`${key}=${fieldText(value)}`);
  }
  if (level >= 50 && typeof entry.reqId === 'string') parts.push(`reqId=${entry.reqId}`);
  const err = entry.err as { stack?: unknown; message?: unknown } | undefined;
  const detail = err ? (typeof err.stack === 'string' ? err.stack : String(err.message)) : '';
  return detail ? `${parts.join(' ')}\n${detail}` : parts.join(' ');
}

/** A pino destination writing the readable lines to `out` (stdout by default). */
export function devLogStream(out: (text: string) => void = (text) => process.stdout.write(text)) {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line.trim()) out(`${formatLogLine(line)}\n`);
    },
  };
}

/** One entry per request (Fastify's own two are turned off in development), quiet ones left out. */
export function registerDevRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    if (isQuietRequest(request.url)) return;
    const fields = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    // A failure's error is logged by the error handler (errors.ts); this is its request line.
    request.log.info(fields, 'request');
  });
}
