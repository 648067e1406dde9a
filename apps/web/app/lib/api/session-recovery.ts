import type { ApiError } from './api-error.ts';

/**
 * What the API client does when a call comes back unauthorised (spec §4 "Session", §8 "Call handling").
 *
 * The shell installs the real flow on start (`lib/session/session-recovery-flow.ts`: refresh, temporary
 * session, forced logout with deepLink). Without it (server rendering, tests) the default below
 * recovers nothing, so an unauthorised call simply fails.
 */
export interface SessionRecovery {
  /** Try to restore the session; resolve true when the failed call should be retried once. */
  onUnauthorized(): Promise<boolean>;
  /** The call failed again after a successful recovery and one retry. */
  onRetryFailed?(error: ApiError): void;
}

const noRecovery: SessionRecovery = { onUnauthorized: async () => false };

let recovery: SessionRecovery = noRecovery;
let inFlight: Promise<boolean> | null = null;

export function setSessionRecovery(next: SessionRecovery | null): void {
  recovery = next ?? noRecovery;
}

export function getSessionRecovery(): SessionRecovery {
  return recovery;
}

/**
 * Runs `onUnauthorized` once for all calls failing at the same time: concurrent callers share the
 * in-flight promise, so a burst of 401s causes a single refresh. A throwing hook counts as false.
 */
export function recoverSession(): Promise<boolean> {
  if (inFlight) return inFlight;
  // Started on a microtask so even a hook that throws synchronously settles after `inFlight` is set.
  const attempt: Promise<boolean> = Promise.resolve()
    .then(() => recovery.onUnauthorized())
    .then(
      (recovered) => recovered === true,
      () => false,
    )
    .finally(() => {
      if (inFlight === attempt) inFlight = null;
    });
  inFlight = attempt;
  return attempt;
}
