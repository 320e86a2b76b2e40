import { formatElapsed } from './formatElapsed';

describe('formatElapsed', () => {
  it('shows minutes and seconds, hours past an hour, and never a negative time', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(65_400)).toBe('1:05');
    expect(formatElapsed(3_725_000)).toBe('1:02:05');
    expect(formatElapsed(-3000)).toBe('0:00');
  });
});
