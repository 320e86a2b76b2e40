/** Spec §9: the presentation pulse turns a node's border from blue to red and back, one change every 1.5 s. */
export const PULSE_HALF_PERIOD_MS = 1500;
export const PULSE_BLUE = 0x1c7ed6;
export const PULSE_RED = 0xe03131;
/**
 * The pulse colour `elapsed` ms after the pulse began: blue at 0, red at 1.5 s, blue again at 3 s, eased in
 * between (a cosine, so the change is smooth rather than a blink).
 */
export function pulseColor(elapsed: number): number {
  const t = (1 - Math.cos((Math.PI * elapsed) / PULSE_HALF_PERIOD_MS)) / 2;
  const mix = (shift: number) => {
    const a = (PULSE_BLUE >> shift) & 0xff;
    const b = (PULSE_RED >> shift) & 0xff;
    return Math.round(a + (b - a) * t) << shift;
  };
  return mix(16) | mix(8) | mix(0);
}
