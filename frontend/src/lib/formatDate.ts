/** A last-modified date as the map list shows it ("Mar 4, 2026, 10:12"); the raw text when it is not a date. */
export function formatLastModified(value: string, locale?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
