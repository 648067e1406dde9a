// The KPIs' day labels: a file of their own, so the shop's pages that format order dates do not load them.

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day (YYYY-MM-DD) in the UI language, day and month ('27 Nov'), alike on server and browser. */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(date);
}
