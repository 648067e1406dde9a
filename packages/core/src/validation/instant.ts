// Dates and instants from a client (issue 23): only ISO 8601 text is read (JavaScript's Date reads
// almost anything, '1' included), and only years 1900–9999. JavaScript reaches the year 275760, which
// it writes as '+275760-…': text the database cannot read, so such a date answered "Unexpected error.".

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** The first and the last instant accepted. */
export const EARLIEST_INSTANT = Date.UTC(1900, 0, 1);
export const LATEST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** yyyy-mm-dd or an ISO timestamp between 1900 and 9999, else null. */
export function parseInstant(value: string): Date | null {
  if (!ISO_INSTANT.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) || at < EARLIEST_INSTANT || at > LATEST_INSTANT ? null : new Date(at);
}
