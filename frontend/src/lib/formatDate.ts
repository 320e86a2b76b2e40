/**
 * A last-modified date as the map list shows it, in the interface language ('Mar 4, 2026, 10:12 AM' in English,
 * '4 de mar. de 2026, 10:12' in Portuguese); the raw text when it is not a date.
 */
export function formatLastModified(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
