import { formatLastModified } from './formatDate';

describe('formatLastModified', () => {
  // A fixed time zone keeps the hour the same wherever the test runs.
  const moment = '2026-03-04T10:12:00Z';
  const withUtc = <T>(run: () => T): T => {
    const before = process.env.TZ;
    process.env.TZ = 'UTC';
    try {
      return run();
    } finally {
      process.env.TZ = before;
    }
  };

  it('writes the date the way the interface language does', () => {
    withUtc(() => {
      expect(formatLastModified(moment, 'en')).toBe('Mar 4, 2026, 10:12 AM');
      expect(formatLastModified(moment, 'pt-BR')).toBe('4 de mar. de 2026, 10:12');
    });
  });

  it('shows text that is not a date as it is', () => {
    expect(formatLastModified('yesterday-ish', 'pt-BR')).toBe('yesterday-ish');
  });
});
