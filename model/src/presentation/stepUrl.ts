/**
 * The step a `?step=N` URL opens (issue 13): N counts from 1 as people say it ("step 3"), the result is a 0-based
 * index. A missing or unreadable value opens the first step; a number past either end opens the nearest end, so
 * a link stays useful after steps were removed. Returns -1 only when there are no steps.
 */
export function stepIndexFromParam(param: string | null | undefined, count: number): number {
  if (count <= 0) return -1;
  const trimmed = (param ?? '').trim();
  if (!/^\d+$/.test(trimmed)) return 0;
  return Math.min(Math.max(Number(trimmed), 1), count) - 1;
}

/** The `step` URL parameter for a 0-based index: its 1-based number as text. */
export function stepParam(index: number): string {
  return String(index + 1);
}
