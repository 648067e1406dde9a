import type { ConnectionResult } from '@print/core/tenancy/integrations';
import { checkConnection, resultOf, type ConnectionCheckOptions } from './connection-check.ts';

// What "Test connection" asks each service (decision 0093). Neither changes anything there.

/**
 * A key goes into a header, which carries visible ASCII only: a key with any other character (a space, an
 * umlaut, a joiner pasted along) is one no service accepts, so it is answered as refused without a call.
 */
const sendableKey = (key: string) => /^[\x21-\x7e]+$/.test(key);

/**
 * The print-design integration: GET on its endpoint with `Authorization: Bearer <key>`. 2xx: connected;
 * 401/403: the key is refused; anything else (a redirect too): an unexpected answer.
 */
export async function testPrintDesign(
  endpointUrl: string,
  apiKey: string | null,
  options: ConnectionCheckOptions,
): Promise<ConnectionResult> {
  if (endpointUrl === '' || !apiKey) return 'notConfigured';
  if (!sendableKey(apiKey)) return 'unauthorised';
  return resultOf(await checkConnection(endpointUrl, { authorization: `Bearer ${apiKey}` }, options));
}

/** The API version of Cal.com's v2 event types endpoints (sent as `cal-api-version`). */
export const CAL_COM_EVENT_TYPES_VERSION = '2024-06-14';

/**
 * Cal.com's API v2: GET /v2/me with `Authorization: Bearer <key>` proves the key; then, with an event
 * identifier, GET /v2/event-types/<id> (`cal-api-version` header) proves the event type exists.
 */
export async function testScheduling(
  apiBase: string,
  apiKey: string | null,
  eventId: string,
  options: ConnectionCheckOptions,
): Promise<ConnectionResult> {
  if (!apiKey) return 'notConfigured';
  if (!sendableKey(apiKey)) return 'unauthorised';
  const base = apiBase.replace(/\/+$/, '');
  const auth = { authorization: `Bearer ${apiKey}` };
  // Cal.com is the platform's choice of address (CALCOM_API_BASE), not the admin's: any host allowed.
  const platformAddress = { ...options, allowPrivateHosts: true };
  const me = resultOf(await checkConnection(`${base}/v2/me`, auth, platformAddress));
  if (me !== 'ok' || eventId === '') return me;
  const answer = await checkConnection(
    `${base}/v2/event-types/${encodeURIComponent(eventId)}`,
    { ...auth, 'cal-api-version': CAL_COM_EVENT_TYPES_VERSION },
    platformAddress,
  );
  return 'status' in answer && answer.status === 404 ? 'eventNotFound' : resultOf(answer);
}
