// Dates and instants from a client (issue 23): only ISO 8601 text is read (JavaScript's Date reads
// almost anything, '1' included), and only years 1900–9999. JavaScript reaches the year 275760, which
// it writes as '+275760-…': text the database cannot read, so such a date answered "Unexpected error.".

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** The day exists and the hour is 0–23: JavaScript reads 30 February as 2 March and 24:00 as the next day. */
function namesRealTime(year: number, month: number, day: number, hour: number): boolean {
  if (month < 1 || month > 12 || day < 1 || hour > 23) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= days;
}

/** The first and the last instant accepted. */
export const EARLIEST_INSTANT = Date.UTC(1900, 0, 1);
export const LATEST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** yyyy-mm-dd or an ISO timestamp between 1900 and 9999, else null. */
export function parseInstant(value: string): Date | null {
  const parts = ISO_INSTANT.exec(value);
  if (!parts) return null;
  const [year, month, day, hour] = parts.slice(1, 5).map(Number) as [number, number, number, number];
  if (!namesRealTime(year, month, day, Number.isNaN(hour) ? 0 : hour)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) || at < EARLIEST_INSTANT || at > LATEST_INSTANT ? null : new Date(at);
}
