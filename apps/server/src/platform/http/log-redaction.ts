import type { FastifyRequest } from 'fastify';

// Query parameters whose values must never reach a log: reset-link tokens, codes, anything secret.
const SECRET_PARAMS = /^(token|code|password|secret|key|deepLink)$/i;

/** The URL as logged: the values of secret query parameters replaced by "redacted". */
export function redactUrl(url: string): string {
  const index = url.indexOf('?');
  if (index < 0) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAMS.test(name)) {
      params.set(name, 'redacted');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, index)}?${params.toString()}` : url;
}

/** Fastify's request serializer with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.headers.host,
    remoteAddress: request.ip,
  };
}
