import type { EdgeSamples } from '../../edges/EdgeSamples';
import type { EdgeStyle } from '../../scene/MapScene';
import { parseColor } from '@mapa/model';
import { edgeCurve, emptyEdgeCurve } from './edgeCurve';
import { packRgba } from './packColor';

/**
 * Words per edge instance: p0…p3 (8 floats), t0, t1, half width at the source, mode, RGBA, half width at the
 * target (a tree branch tapers from its parent to its child; the shader interpolates along the path).
 */
export const EDGE_WORDS = 14;
/** Where the instance's words sit (see `EDGE_WORDS`). */
export const EDGE_WORD = { t0: 8, t1: 9, halfWidth: 10, mode: 11, color: 12, endHalfWidth: 13 } as const;

const DEFAULT_EDGE_COLOR = { rgb: 0x999999, alpha: 1 };
const curve = emptyEdgeCurve();

/**
 * Writes the words the edge shader draws an edge from, at `base` of a chunk's data (`f32` and `u32` views of the
 * same buffer), and returns its packed colour (its arrow heads take it too).
 */
export function writeEdgeInstance(
  path: EdgeSamples,
  style: EdgeStyle,
  f32: Float32Array,
  u32: Uint32Array,
  base: number,
): number {
  const color = packRgba(parseColor(style.color, DEFAULT_EDGE_COLOR));
  edgeCurve(path, curve);
  for (let i = 0; i < 8; i++) f32[base + i] = curve.points[i];
  f32[base + EDGE_WORD.t0] = curve.t0;
  f32[base + EDGE_WORD.t1] = curve.t1;
  f32[base + EDGE_WORD.halfWidth] = style.width / 2;
  f32[base + EDGE_WORD.mode] = curve.mode;
  u32[base + EDGE_WORD.color] = color;
  f32[base + EDGE_WORD.endHalfWidth] = style.endWidth / 2;
  return color;
}
