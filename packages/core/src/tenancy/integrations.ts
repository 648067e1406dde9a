import type { ValidationError } from '../validation/messages.ts';
import { fail } from '../validation/messages.ts';
import { checkMaxLength } from '../validation/text-rules.ts';
import { validateField } from '../validation/validate-field.ts';
import { checkTenantSchedulingValues, type TenantSchedulingValues } from './tenant-wizard.ts';

// A tenant's integrations with outside services (spec §2 Tenant detail, §3 Scheduling settings): the
// print-design integration (an endpoint the server calls with the tenant's API key) and the scheduling
// service (Cal.com: its API key and event identifier). Their API keys are write-only secrets kept apart
// from these settings. The admin's tabs and the server check the same rules.

export type FieldErrors = Record<string, ValidationError>;

/** The print-design integration: where the server reaches it, and whether it is used. */
export type PrintDesignSettings = { enabled: boolean; endpointUrl: string };

/** The scheduling service (Cal.com): whether it is used, and the event type booked. */
export type SchedulingSettings = TenantSchedulingValues;

/** An endpoint or identifier longer than this is refused. */
export const MAX_ENDPOINT_URL_LENGTH = 2000;
export const MAX_EVENT_ID_LENGTH = 200;

/**
 * An address the server may call: absolute http or https (no other scheme, no user or password in it).
 * What it points at is checked again when the server calls it (no private addresses, no redirects).
 */
export function checkEndpointUrl(value: string): ValidationError | null {
  if (value === '') return null;
  const tooLong = checkMaxLength(value, MAX_ENDPOINT_URL_LENGTH);
  if (tooLong) return tooLong;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('validation.url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('validation.url');
  if (url.username !== '' || url.password !== '' || url.hostname === '') return fail('validation.url');
  return null;
}

/** The print-design tab's rules: an endpoint is needed once the integration is on. */
export function checkPrintDesignSettings(values: PrintDesignSettings): FieldErrors {
  const errors: FieldErrors = {};
  const endpoint =
    validateField(values.endpointUrl, { required: values.enabled }) ?? checkEndpointUrl(values.endpointUrl);
  if (endpoint) errors.endpointUrl = endpoint;
  return errors;
}

/** The scheduling tab's rules (the wizard's step too): an event identifier once it is on. */
export function checkSchedulingSettings(values: SchedulingSettings): FieldErrors {
  const errors = checkTenantSchedulingValues(values);
  const tooLong = errors.eventId ? null : checkMaxLength(values.eventId, MAX_EVENT_ID_LENGTH);
  if (tooLong) errors.eventId = tooLong;
  return errors;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored print-design settings, tolerant of absent or partial documents. */
export function readPrintDesignSettings(settings: { printDesign?: unknown }): PrintDesignSettings {
  const stored = isRecord(settings.printDesign) ? settings.printDesign : {};
  return {
    enabled: stored.enabled === true,
    endpointUrl: typeof stored.endpointUrl === 'string' ? stored.endpointUrl : '',
  };
}

/** The stored scheduling settings (the wizard's step writes them too). */
export function readSchedulingSettings(settings: { scheduling?: unknown }): SchedulingSettings {
  const stored = isRecord(settings.scheduling) ? settings.scheduling : {};
  return {
    enabled: stored.enabled === true,
    eventId: typeof stored.eventId === 'string' ? stored.eventId : '',
  };
}

/**
 * What a "Test connection" found: the service answered (ok), nothing to test with (notConfigured: no
 * endpoint or no key), the key refused (unauthorised), no answer in time or at all (unreachable), an
 * address the server does not call (addressNotAllowed: a private or local network), the event type
 * unknown to the scheduling service (eventNotFound), or any other answer (unexpectedAnswer).
 */
export const CONNECTION_RESULTS = [
  'ok',
  'notConfigured',
  'unauthorised',
  'unreachable',
  'addressNotAllowed',
  'eventNotFound',
  'unexpectedAnswer',
] as const;
export type ConnectionResult = (typeof CONNECTION_RESULTS)[number];

/** The catalogue key telling the admin a test's result. */
export const connectionResultKey = (result: ConnectionResult): string =>
  `admin.connection${result.charAt(0).toUpperCase()}${result.slice(1)}`;
