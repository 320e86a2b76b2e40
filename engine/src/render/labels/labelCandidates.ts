import type { NodeRole } from '@mapa/model';
import type { Box } from '../../geometry/Box';
import type { LabelSpec } from './LabelLayer';
import { FADE_FULL_PX, HALO_PX, labelMinPx, labelOpacity, labelScale, rolePriority } from './labelSemantics';
import { NARROWEST_GLYPH } from './labelSpecs';

/** The labels one placement considers, by position in parallel arrays (reused from one placement to the next). */
export interface LabelCandidates {
  ids: string[];
  edge: boolean[];
  roles: (NodeRole | null)[];
  /** Placement order: lower first (see `labelCandidate`). */
  keys: number[];
  /** An edge label's point (graph units); unused for nodes. */
  x: number[];
  y: number[];
}

/**
 * The placement key of a label of `role` and `size` (graph units) at `zoom`, lower placed first: by priority
 * (central, main, sub, floating; `priority` overrides, for edges), then bigger on screen first. Null when the
 * label cannot be seen at this zoom (faded out entirely). `grows`: false where no label keeps a least size.
 * `fit`: for a label that grows to fit its box instead (no least size of its role), the most it could grow there
 * (`fitBound`; 0 for none).
 */
export function labelCandidate(
  role: NodeRole | null,
  size: number,
  placeholder: boolean,
  zoom: number,
  priority = rolePriority(role ?? 'floating'),
  grows = true,
  fit = 0,
): number | null {
  const least = grows ? labelMinPx(role, size, placeholder) : 0;
  const fits = least === 0 && fit > 0;
  const minPx = fits ? Math.min(FADE_FULL_PX, size) : least;
  const px = size * zoom * labelScale(size, zoom, minPx, fits ? fit : undefined);
  if (labelOpacity(size, px) <= 0) return null;
  return priority * 10_000 - Math.min(px, 9_999);
}

/**
 * A box (graph units, at `zoom`) inside every box the label of `spec` can paint, known before laying it out: a line
 * of the text at the narrowest glyph width, from its anchor, grown as the label grows (a label growing to fit
 * its box, by how much is known only once laid out: not at all). If even this overlaps a placed label, so would
 * the label, and it need not be laid out.
 */
export function lowerBoundBox(spec: LabelSpec, zoom: number, out: Box): Box {
  const k = spec.fit ? 1 : labelScale(spec.size, zoom, spec.minPx);
  const chars = spec.text.length;
  let w = chars * spec.size * NARROWEST_GLYPH;
  if (spec.wrapWidth > 0) w = Math.min(w, spec.wrapWidth * 0.5);
  w *= k;
  const h = spec.size * 0.8 * k;
  const left = spec.x - spec.anchorX * w;
  const top = spec.y - spec.anchorY * h;
  // The halo pad the drawn box carries (see `Label.place`), less a little: still inside it.
  const pad = spec.halo ? HALO_PX / zoom : 0;
  out.minX = left - pad;
  out.minY = top - pad;
  out.maxX = left + w + pad;
  out.maxY = top + h + pad;
  return out;
}
