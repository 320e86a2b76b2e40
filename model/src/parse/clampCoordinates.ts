import { MAX_COORDINATE } from '../limits/coordinates';

// Reading a document stored before the editor's range was enforced: every coordinate and size the schema bounds
// (`schema/enums.ts` `coordinateSchema`, `sizeSchema`) brought back within `MAX_COORDINATE`, so such a map still
// opens and exports. Works on raw JSON values, before the schema, and copies only what it changes.

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A coordinate is held to ±MAX_COORDINATE; a size (positive in the schema) only to its top. */
type Kind = 'coordinate' | 'size';

function clampValue(v: unknown, kind: Kind): unknown {
  if (typeof v !== 'number' || !Number.isFinite(v)) return v;
  if (v > MAX_COORDINATE) return MAX_COORDINATE;
  if (kind === 'coordinate' && v < -MAX_COORDINATE) return -MAX_COORDINATE;
  return v;
}

/** What was clamped, by path (`nodes[3].position.x`), while walking. */
class Clamps {
  readonly paths: string[] = [];

  /** `obj` with its `keys` clamped (a copy when one changed; `obj` itself otherwise). */
  fields(obj: unknown, keys: readonly string[], kind: Kind, at: string): unknown {
    if (!isObject(obj)) return obj;
    let out: Json | null = null;
    for (const key of keys) {
      const v = obj[key];
      const held = clampValue(v, kind);
      if (held === v) continue;
      out ??= { ...obj };
      out[key] = held;
      this.paths.push(`${at}.${key}`);
    }
    return out ?? obj;
  }

  /** `obj[key]` replaced by `change(obj[key])` (a copy of `obj` when it changed). */
  within(obj: unknown, key: string, change: (v: unknown) => unknown): unknown {
    if (!isObject(obj) || !(key in obj)) return obj;
    const v = obj[key];
    const next = change(v);
    return next === v ? obj : { ...obj, [key]: next };
  }

  /** `list` with `change` applied to each item (a copy when one changed). */
  each(list: unknown, change: (item: unknown, i: number) => unknown): unknown {
    if (!Array.isArray(list)) return list;
    let out: unknown[] | null = null;
    for (let i = 0; i < list.length; i++) {
      const next = change(list[i], i);
      if (next === list[i]) continue;
      out ??= list.slice();
      out[i] = next;
    }
    return out ?? list;
  }
}

const XY = ['x', 'y'] as const;
const SIDES = ['width', 'height'] as const;

function node(c: Clamps, n: unknown, at: string): unknown {
  const placed = c.within(n, 'position', (p) => c.fields(p, XY, 'coordinate', `${at}.position`));
  return c.within(placed, 'data', (d) =>
    c.within(d, 'dimensions', (s) => c.fields(s, SIDES, 'size', `${at}.data.dimensions`)),
  );
}

function canvas(c: Clamps, value: unknown): unknown {
  let out = c.within(value, 'center', (p) => c.fields(p, XY, 'coordinate', 'canvas.center'));
  out = c.within(out, 'backgroundImages', (list) =>
    c.each(list, (image, i) =>
      c.within(image, 'bounds', (b) =>
        c.fields(
          b,
          ['x', 'y', 'width', 'height', 'w', 'h'],
          'coordinate',
          `canvas.backgroundImages[${i}].bounds`,
        ),
      ),
    ),
  );
  return c.within(out, 'drawingData', (drawing) => {
    const paths = c.within(drawing, 'paths', (list) =>
      c.each(list, (path, i) => {
        const at = `canvas.drawingData.paths[${i}]`;
        const stroked = c.fields(path, ['strokeWidth'], 'size', at);
        return c.within(stroked, 'points', (points) =>
          c.each(points, (p, j) => c.fields(p, XY, 'coordinate', `${at}.points[${j}]`)),
        );
      }),
    );
    return c.within(paths, 'texts', (list) =>
      c.each(list, (text, i) => {
        const at = `canvas.drawingData.texts[${i}]`;
        return c.fields(c.fields(text, XY, 'coordinate', at), ['fontSize'], 'size', at);
      }),
    );
  });
}

/**
 * A raw document value with every coordinate (node positions, the canvas centre, support image bounds, drawing
 * points, text annotations) within ±{@link MAX_COORDINATE} and every size (node dimensions, the default node
 * dimensions, stroke widths, font sizes) at most that: what the schema refuses beyond the editor's range is moved
 * to its edge instead, and named in `clamped`. `value` is not changed; the result shares everything it did not
 * have to change, and is `value` itself when nothing was out of range.
 */
export function clampCoordinates(value: unknown): { value: unknown; clamped: string[] } {
  const c = new Clamps();
  let out = c.within(value, 'nodes', (nodes) => c.each(nodes, (n, i) => node(c, n, `nodes[${i}]`)));
  out = c.within(out, 'canvas', (v) => canvas(c, v));
  out = c.within(out, 'settings', (s) =>
    c.within(s, 'defaultNodeDimensions', (d) => c.fields(d, SIDES, 'size', 'settings.defaultNodeDimensions')),
  );
  return { value: out, clamped: c.paths };
}

/** The warning a read gives when it clamped: how many values, and the first few paths. */
export function clampWarning(clamped: readonly string[]): string {
  const shown = clamped.slice(0, 3).join(', ');
  const more = clamped.length > 3 ? `, and ${clamped.length - 3} more` : '';
  return `Moved ${clamped.length} value(s) beyond the editor's range (±${MAX_COORDINATE.toLocaleString('en')}) to its edge: ${shown}${more}.`;
}
