// Dates and times as every screen shows them (order dates, a draft's last change, a failed job).

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date-time in the UI language ('' for an unreadable value); one formatter per language and zone.
 * With a `timeZone` (the server's render) the zone is named, since it may not be the reader's.
 */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${locale}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      timeZone
        ? {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            timeZoneName: 'short',
            timeZone,
          }
        : { dateStyle: 'medium', timeStyle: 'short' },
    );
    dateFormats.set(key, format);
  }
  return format.format(date);
}
