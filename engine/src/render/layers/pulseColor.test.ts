import { PULSE_BLUE, PULSE_HALF_PERIOD_MS, PULSE_RED, pulseColor } from './pulseColor';

describe('pulseColor', () => {
  it('is blue at the start, red after 1.5 s and blue again after 3 s', () => {
    expect(pulseColor(0)).toBe(PULSE_BLUE);
    expect(pulseColor(PULSE_HALF_PERIOD_MS)).toBe(PULSE_RED);
    expect(pulseColor(2 * PULSE_HALF_PERIOD_MS)).toBe(PULSE_BLUE);
  });

  it('passes through a blend of the two halfway', () => {
    const mid = pulseColor(PULSE_HALF_PERIOD_MS / 2);
    expect(mid).not.toBe(PULSE_BLUE);
    expect(mid).not.toBe(PULSE_RED);
    const red = (mid >> 16) & 0xff;
    expect(red).toBeGreaterThan((PULSE_BLUE >> 16) & 0xff);
    expect(red).toBeLessThan((PULSE_RED >> 16) & 0xff);
  });
});
