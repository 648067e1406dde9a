import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { isPublicAddress, type AddressCheck } from '../../../platform/http/public-address.ts';

// Fetches a feed for the server (issue 25: feeds are fetched by the server, never the shopper's browser),
// with a deadline for the whole fetch, a size limit, at most a few redirects, and only to addresses the
// guard allows: each redirect is checked like the first address, and every address a name resolves to
// is checked before the connection is made to one of them (no second lookup the attacker could answer).

export type FeedFetchFailure = 'refused' | 'timeout' | 'tooLarge' | 'status' | 'network';
export type FeedFetchResult =
  { ok: true; body: string; url: string } | { ok: false; reason: FeedFetchFailure };

/** Resolves a host name to every address it has (dns.lookup with `all`, as Node's own connect does). */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

export type FeedFetchOptions = {
  /** Which addresses may be connected to. Production: public ones only (isPublicAddress). */
  allowAddress: AddressCheck;
  /** Schemes a feed address and its redirects may use. Production: https only (the block's rule). */
  protocols: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  resolve: ResolveHost;
  /** A certificate authority to trust instead of the system's (tests: their fake feed server's). */
  ca?: string;
};

/** How production fetches feeds: public https addresses, 8 s, 2 MiB, 3 redirects. */
export const PRODUCTION_FEED_FETCH: FeedFetchOptions = {
  allowAddress: isPublicAddress,
  protocols: ['https:'],
  timeoutMs: 8000,
  maxBytes: 2 * 2 ** 20,
  maxRedirects: 3,
  resolve: (hostname) => dnsLookup(hostname, { all: true, verbatim: true }),
};

class FetchRefused extends Error {
  readonly reason: FeedFetchFailure;
  constructor(reason: FeedFetchFailure) {
    super(reason);
    this.reason = reason;
  }
}

/** A `lookup` for the connection: resolves, refuses if any address is not allowed, hands on the rest. */
function guardedLookup(options: FeedFetchOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    options.resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || addresses.some(({ address }) => !options.allowAddress(address))) {
          callback(new FetchRefused('refused'), '', 0);
          return;
        }
        if (lookupOptions.all) {
          (callback as unknown as (error: null, all: typeof addresses) => void)(null, addresses);
        } else {
          callback(null, addresses[0]!.address, addresses[0]!.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/** The decoded body: a compressed answer (sent although we asked for none) is unpacked within the limit. */
function decode(body: Buffer, encoding: string | undefined, maxBytes: number): Buffer {
  const limit = { maxOutputLength: maxBytes };
  switch ((encoding ?? 'identity').trim().toLowerCase()) {
    case 'identity':
      return body;
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body, limit);
    case 'deflate':
      return inflateSync(body, limit);
    case 'br':
      return brotliDecompressSync(body, limit);
    default:
      throw new FetchRefused('network');
  }
}

/** The text of the body in its declared character set (header, else the XML declaration), else UTF-8. */
function bodyText(body: Buffer, contentType: string | undefined): string {
  const declared =
    /charset="?([\w-]+)/i.exec(contentType ?? '')?.[1] ??
    /^<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(body.subarray(0, 200).toString('latin1'))?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(declared.toLowerCase()).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

type Answer = { response: IncomingMessage; body: Buffer };

function requestOnce(url: URL, options: FeedFetchOptions, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      {
        method: 'GET',
        // A fresh connection each time, so the guarded lookup runs for every request.
        agent: false,
        lookup: guardedLookup(options),
        signal,
        ...(options.ca ? { ca: options.ca } : {}),
        headers: {
          accept:
            'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
          'accept-encoding': 'identity',
          'user-agent': 'Mozilla/5.0 (compatible; shop feed reader)',
        },
      },
      (response) => {
        const length = Number(response.headers['content-length'] ?? 0);
        if (length > options.maxBytes) {
          response.destroy();
          reject(new FetchRefused('tooLarge'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(new FetchRefused('tooLarge'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Is this address one the options allow to be fetched at all (scheme, and a literal IP's address)? */
function checkTarget(url: URL, options: FeedFetchOptions): void {
  if (!options.protocols.includes(url.protocol) || url.username || url.password) {
    throw new FetchRefused('refused');
  }
  // A literal address is connected to without any lookup: check it here.
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(host) && !options.allowAddress(host)) throw new FetchRefused('refused');
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Fetches `address` within the options' limits; never throws. */
export async function fetchFeed(address: string, options: FeedFetchOptions): Promise<FeedFetchResult> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  try {
    let url = new URL(address);
    for (let redirects = 0; ; redirects++) {
      checkTarget(url, options);
      const { response, body } = await requestOnce(url, options, deadline);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        const location = response.headers.location;
        if (!location || redirects >= options.maxRedirects) return { ok: false, reason: 'status' };
        url = new URL(location, url);
        continue;
      }
      if (status !== 200) return { ok: false, reason: 'status' };
      const decoded = decode(body, response.headers['content-encoding'], options.maxBytes);
      return { ok: true, body: bodyText(decoded, response.headers['content-type']), url: url.href };
    }
  } catch (error) {
    if (error instanceof FetchRefused) return { ok: false, reason: error.reason };
    if (deadline.aborted) return { ok: false, reason: 'timeout' };
    // zlib's "Cannot create a Buffer larger than …" when a small answer unpacks past the limit.
    if (error instanceof RangeError) return { ok: false, reason: 'tooLarge' };
    return { ok: false, reason: 'network' };
  }
}
