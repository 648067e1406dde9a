/**
 * The smallest logger the core needs. One string argument so console, pino and the
 * request logger all fit without adapters.
 */
export type Logger = { warn: (message: string) => void };

/** For callers that do not care about warnings. */
export const silentLogger: Logger = { warn: () => {} };

/** A short, never-throwing rendering of an untrusted value for log messages. */
export function describeValue(value: unknown, maxLength = 200): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
}
