import { formatBytes, formatNumber, formatPercent } from './formatNumber';

describe('formatBytes (spec §9: B/KB/MB/GB, base 1024, 2 decimals)', () => {
  it.each([
    [0, '0 B', '0 B'],
    [1, '1 B', '1 B'],
    [1023, '1,023 B', '1.023 B'],
    [1024, '1 KB', '1 KB'],
    [1536, '1.5 KB', '1,5 KB'],
    [1234567, '1.18 MB', '1,18 MB'],
    [10 * 1024 * 1024, '10 MB', '10 MB'],
    [10_485_760 - 1, '10 MB', '10 MB'],
    [1024 * 1024 - 1, '1 MB', '1 MB'],
    [5.5 * 1024 ** 3, '5.5 GB', '5,5 GB'],
    [3 * 1024 ** 4, '3,072 GB', '3.072 GB'],
  ])('%d bytes: %s in English, %s in Portuguese', (bytes, english, portuguese) => {
    expect(formatBytes(bytes, 'en')).toBe(english);
    expect(formatBytes(bytes, 'pt-BR')).toBe(portuguese);
  });

  it('shows nonsense as zero bytes', () => {
    expect(formatBytes(Number.NaN, 'en')).toBe('0 B');
    expect(formatBytes(-5, 'en')).toBe('0 B');
  });
});

describe('formatNumber and formatPercent', () => {
  it('group digits the way each language does', () => {
    expect(formatNumber(123456, 'en')).toBe('123,456');
    expect(formatNumber(123456, 'pt-BR')).toBe('123.456');
  });

  it('write percents without decimals', () => {
    expect(formatPercent(1, 'en')).toBe('100%');
    expect(formatPercent(0.456, 'pt-BR')).toBe('46%');
    expect(formatPercent(12.5, 'pt-BR')).toBe('1.250%');
  });
});
