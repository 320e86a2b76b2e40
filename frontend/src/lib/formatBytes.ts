const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A size as the spec shows it (§9): B, KB, MB or GB in base 1024, with at most 2 decimals, in the reader's
 * number format ("1.5 MB", "1,5 MB").
 */
export function formatBytes(bytes: number, locale?: string): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${UNITS[0]}`;
  const unit = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** unit;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)} ${UNITS[unit]}`;
}
