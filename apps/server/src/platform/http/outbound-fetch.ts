// Requests the server makes to another service (a provider's HTTP API, its files). Each has a deadline
// for the whole answer, body included, and a size limit counted while reading, so a slow or endless
// answer can neither hold a request open nor fill memory. Redirects are not followed: the caller
// decides which hosts it talks to, and a redirect could lead anywhere.

export type OutboundFailure = 'timeout' | 'tooLarge' | 'redirect' | 'network';

/** A request that got no usable answer; the message names the host, never a key or a header. */
export class OutboundFetchError extends Error {
  readonly failure: OutboundFailure;
  constructor(failure: OutboundFailure, url: URL, cause?: unknown) {
    super(`${failure} from ${url.host}`, { cause });
    this.name = 'OutboundFetchError';
    this.failure = failure;
  }
}

export type BoundedAnswer = { status: number; headers: Headers; body: Uint8Array };

/**
 * GET `url` with `headers`, the answer whole within `timeoutMs` and at most `maxBytes` long (larger
 * ones are cut off and refused before they are read further). Any status is answered: the caller reads
 * the provider's error body itself.
 */
export async function fetchBounded(
  url: URL,
  options: { headers?: Record<string, string>; timeoutMs: number; maxBytes: number },
): Promise<BoundedAnswer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { headers: options.headers ?? {}, redirect: 'manual', signal });
  } catch (error) {
    throw new OutboundFetchError(signal.aborted ? 'timeout' : 'network', url, error);
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    throw new OutboundFetchError('redirect', url);
  }
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    await response.body?.cancel();
    throw new OutboundFetchError('tooLarge', url);
  }
  const body = await readCapped(response, options.maxBytes, url, signal);
  return { status: response.status, headers: response.headers, body };
}

async function readCapped(response: Response, maxBytes: number, url: URL, signal: AbortSignal) {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.byteLength;
      if (length > maxBytes) {
        await reader.cancel();
        throw new OutboundFetchError('tooLarge', url);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof OutboundFetchError) throw error;
    throw new OutboundFetchError(signal.aborted ? 'timeout' : 'network', url, error);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
