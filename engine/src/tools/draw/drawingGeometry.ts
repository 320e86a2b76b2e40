import type { DrawingData, DrawingPath, DrawingText, Point } from '@mapa/model';

/** The drawings of a canvas, or an empty set. */
export function drawingOf(data: DrawingData | undefined | null): DrawingData {
  return { ...data, paths: data?.paths ?? [], texts: data?.texts ?? [] };
}

/** Squared distance from p to the segment a–b. */
function segmentDistance2(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  const x = a.x + t * dx - p.x;
  const y = a.y + t * dy - p.y;
  return x * x + y * y;
}

/** True when the eraser circle touches the stroke (its width included). */
export function pathTouches(path: DrawingPath, at: Point, radius: number): boolean {
  const r = radius + path.strokeWidth / 2;
  const r2 = r * r;
  const pts = path.points;
  if (pts.length === 1) return segmentDistance2(at, pts[0], pts[0]) <= r2;
  for (let i = 1; i < pts.length; i++) if (segmentDistance2(at, pts[i - 1], pts[i]) <= r2) return true;
  return false;
}

/** True when the eraser circle touches a text annotation's approximate box (its anchor is the top-left). */
export function textTouches(text: DrawingText, at: Point, radius: number): boolean {
  const w = text.text.length * text.fontSize * 0.6;
  const h = text.fontSize * 1.2;
  const nx = Math.max(text.x, Math.min(at.x, text.x + w));
  const ny = Math.max(text.y, Math.min(at.y, text.y + h));
  return (nx - at.x) ** 2 + (ny - at.y) ** 2 <= radius * radius;
}

/** The drawings without what the eraser at `at` touches; the same object when nothing is touched. */
export function eraseAt(data: DrawingData, at: Point, radius: number): DrawingData {
  const paths = data.paths.filter((path) => !pathTouches(path, at, radius));
  const texts = data.texts.filter((text) => !textTouches(text, at, radius));
  return paths.length === data.paths.length && texts.length === data.texts.length
    ? data
    : { ...data, paths, texts };
}

/** Drops points closer than `minGap` to the previous kept point (keeps the last), so strokes stay light. */
export function simplifyStroke(points: readonly Point[], minGap: number): Point[] {
  if (points.length <= 2) return points.map((p) => ({ x: p.x, y: p.y }));
  const out: Point[] = [{ x: points[0].x, y: points[0].y }];
  for (let i = 1; i < points.length - 1; i++) {
    const last = out[out.length - 1];
    if (Math.hypot(points[i].x - last.x, points[i].y - last.y) >= minGap)
      out.push({ x: points[i].x, y: points[i].y });
  }
  const end = points[points.length - 1];
  out.push({ x: end.x, y: end.y });
  return out;
}
