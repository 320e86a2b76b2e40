// Numbers as the interface language writes them ('1,234.5' in English, '1.234,5' in Portuguese), through Intl.

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A count: `formatNumber(12345, 'pt-BR')` is '12.345'. */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A ratio as a percent, whole numbers only: `formatPercent(0.5, 'en')` is '50%'. */
export function formatPercent(ratio: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
}

/**
 * A file size (spec §9): B, KB, MB or GB, base 1024, at most 2 decimals: `formatBytes(1536, 'en')` is '1.5 KB',
 * `formatBytes(10485760, 'pt-BR')` is '10 MB', `formatBytes(1234567, 'pt-BR')` is '1,18 MB'.
 */
export function formatBytes(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `${formatNumber(0, locale)} B`;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  let value = bytes / 1024 ** exponent;
  let unit = exponent;
  // 1023.999 KB rounds to '1024 KB': show it as the next unit instead.
  if (Math.round(value * 100) / 100 >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 2 }).format(value);
  return `${number} ${BYTE_UNITS[unit]}`;
}
