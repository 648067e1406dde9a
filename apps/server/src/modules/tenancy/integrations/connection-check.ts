import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { ConnectionResult } from '@print/core/tenancy/integrations';
import { isPublicAddress } from '../../../platform/http/public-address.ts';

// "Test connection" of a tenant's integrations: one GET from the server to the service, bounded in time,
// to an address an admin typed — so it is careful: http or https only, no user or password in the address,
// every address the name resolves to checked before connecting (public ones only unless the platform
// allows private hosts for a local test set-up), the connection made to the address checked (no second
// lookup), no redirect followed, and nothing of the answer but its status used (no body echoed back).

/** How long a test waits for the service's answer. */
export const CONNECTION_TIMEOUT_MS = 5000;

export type ConnectionCheckOptions = {
  /** Loopback and private addresses may be called (INTEGRATIONS_ALLOW_PRIVATE_HOSTS; tests). */
  allowPrivateHosts: boolean;
  timeoutMs?: number;
};

/** The answer's status, or why there was none. */
export type ConnectionAnswer = { status: number } | { failed: 'addressNotAllowed' | 'unreachable' };

class AddressNotAllowed extends Error {}

function guardedLookup(allow: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }).then(
      (addresses) => {
        if (addresses.length === 0 || addresses.some(({ address }) => !allow(address))) {
          callback(new AddressNotAllowed(hostname), '', 0);
          return;
        }
        if (options.all) {
          (callback as unknown as (error: null, all: typeof addresses) => void)(null, addresses);
        } else {
          callback(null, addresses[0]!.address, addresses[0]!.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/** Sends one GET with these headers; never throws. */
export async function checkConnection(
  address: string,
  headers: Record<string, string>,
  options: ConnectionCheckOptions,
): Promise<ConnectionAnswer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { failed: 'unreachable' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    return { failed: 'addressNotAllowed' };
  const allow = options.allowPrivateHosts ? () => true : isPublicAddress;
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  // A literal address is connected to without any lookup: check it here.
  if (isIP(host) && !allow(host)) return { failed: 'addressNotAllowed' };
  const signal = AbortSignal.timeout(options.timeoutMs ?? CONNECTION_TIMEOUT_MS);
  return new Promise((resolve) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    // A header value Node cannot send throws here, before any connection: no answer from the service.
    let request: ReturnType<typeof send>;
    try {
      request = send(
        url,
        {
          method: 'GET',
          agent: false,
          lookup: guardedLookup(allow),
          signal,
          headers: { accept: 'application/json', 'user-agent': 'print-shop-integration-check', ...headers },
        },
        (response) => {
          // Only the status counts: the body is neither read into memory nor shown.
          response.resume();
          resolve({ status: response.statusCode ?? 0 });
        },
      );
    } catch {
      resolve({ failed: 'unreachable' });
      return;
    }
    request.on('error', (error) =>
      resolve({ failed: error instanceof AddressNotAllowed ? 'addressNotAllowed' : 'unreachable' }),
    );
    request.end();
  });
}

/** The result for an answer: 2xx ok, 401/403 unauthorised (a redirect is not followed: unexpected). */
export function resultOf(answer: ConnectionAnswer): ConnectionResult {
  if ('failed' in answer) return answer.failed;
  if (answer.status >= 200 && answer.status < 300) return 'ok';
  if (answer.status === 401 || answer.status === 403) return 'unauthorised';
  return 'unexpectedAnswer';
}
