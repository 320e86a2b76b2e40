/** Font size options of spec §9: 5–12 step 1, 14–24 step 2, 30–65 step 5, 80–164 step 12. */
export const FONT_SIZE_OPTIONS: readonly number[] = [
  ...range(5, 12, 1),
  ...range(14, 24, 2),
  ...range(30, 65, 5),
  ...range(80, 164, 12),
];

function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n += step) out.push(n);
  return out;
}
