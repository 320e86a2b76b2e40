import { formatBytes } from './formatBytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10_485_760, '10 MB'],
    [1234567, '1.18 MB'],
    [5 * 1024 ** 3, '5 GB'],
    [3 * 1024 ** 4, '3,072 GB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatBytes(bytes, 'en-US')).toBe(text);
  });
  it('uses the locale decimal separator', () => {
    expect(formatBytes(1536, 'pt-BR')).toBe('1,5 KB');
  });
});
