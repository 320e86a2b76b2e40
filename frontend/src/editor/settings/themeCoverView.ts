import { nodeStyleIn, type MapState } from '@mapa/model';
import type { Box } from '@mapa/engine';

/** Room in card px kept between the main topics and the card's edge, so no topic touches it. */
const COVER_MARGIN = 6;

/** A camera view: the graph point at the card's middle and the zoom (card px per graph unit). */
export interface CoverView {
  center: { x: number; y: number };
  zoom: number;
}

/** A central or main topic of a card: its id, position and shape size (graph units). */
export interface CoverTopic {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The central topic and its main topics (the nodes at depth 0 and 1), as a card shows them. */
export function mainTopics(state: MapState): CoverTopic[] {
  const places = state.places();
  const out: CoverTopic[] = [];
  for (const node of state.nodes.values()) {
    if (places.node(node.data.id).depth > 1) continue;
    const { width, height } = nodeStyleIn(state, node);
    out.push({ id: node.data.id, x: node.position.x, y: node.position.y, width, height });
  }
  return out;
}

/** The graph box of the shapes of the central topic and its main topics (the nodes at depth 0 and 1). */
export function mainTopicsBox(state: MapState): Box | null {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const t of mainTopics(state)) {
    box.minX = Math.min(box.minX, t.x - t.width / 2);
    box.maxX = Math.max(box.maxX, t.x + t.width / 2);
    box.minY = Math.min(box.minY, t.y - t.height / 2);
    box.maxY = Math.max(box.maxY, t.y + t.height / 2);
  }
  return box.minX > box.maxX ? null : box;
}

/**
 * The view of a theme card (issue 34): as close as the central topic and every main topic stay whole inside the
 * card, `COVER_MARGIN` px from its edges, so each theme's topics read at card size; sub-topics farther out may run
 * off the edge, as in a real map. A zoom that fitted the whole sample and then came closer by a fixed factor cut
 * the main topics in half on every card, in both languages.
 */
export function coverView(state: MapState, size: { width: number; height: number }): CoverView | null {
  const box = mainTopicsBox(state);
  if (!box) return null;
  const zoom = Math.min(
    (size.width - 2 * COVER_MARGIN) / Math.max(box.maxX - box.minX, 1),
    (size.height - 2 * COVER_MARGIN) / Math.max(box.maxY - box.minY, 1),
  );
  return { center: { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 }, zoom };
}

/**
 * A box drawn on a card, along one axis: from `x + lo + loScale·zoom` to `x + hi + hiScale·zoom` card px, where
 * `x` is its anchor's graph position. A label grown to its least screen size keeps its card px (`lo`, `hi`) at
 * any zoom; a node's shape scales with it (`loScale`, `hiScale` in graph units).
 */
export interface CoverSpan {
  x: number;
  lo: number;
  hi: number;
  loScale: number;
  hiScale: number;
}

/** The least and greatest card px of `spans` at `zoom`, relative to graph 0. */
function extent(spans: CoverSpan[], zoom: number): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const s of spans) {
    min = Math.min(min, s.x * zoom + s.lo + s.loScale * zoom);
    max = Math.max(max, s.x * zoom + s.hi + s.hiScale * zoom);
  }
  return { min, max };
}

/**
 * The closest zoom at most `zoom` at which `spans` fit in `room` card px along one axis (0: none does), found by
 * halving: the spread only grows with the zoom.
 */
function fittingZoom(spans: CoverSpan[], zoom: number, room: number): number {
  const fits = (z: number) => {
    const e = extent(spans, z);
    return e.max - e.min <= room;
  };
  if (spans.length === 0 || fits(zoom)) return zoom;
  let lo = 0;
  let hi = zoom;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * The view that keeps the labels the engine drew on a card inside it (issue 34): a name grown to its least screen
 * size is wider than its node at card zoom, so a view made from the node shapes alone ('Orçamento' in Portuguese)
 * cut it at the card's edge. `xs`/`ys` are the boxes along each axis as drawn at `view`; the answer comes no
 * closer than `view`, is centred on what it shows, and keeps `COVER_MARGIN` px clear of each edge.
 */
export function viewKeepingLabels(
  view: CoverView,
  xs: CoverSpan[],
  ys: CoverSpan[],
  size: { width: number; height: number },
): CoverView {
  const zoom = Math.min(
    fittingZoom(xs, view.zoom, size.width - 2 * COVER_MARGIN),
    fittingZoom(ys, view.zoom, size.height - 2 * COVER_MARGIN),
  );
  if (zoom <= 0) return view;
  const x = extent(xs, zoom);
  const y = extent(ys, zoom);
  return { center: { x: (x.min + x.max) / 2 / zoom, y: (y.min + y.max) / 2 / zoom }, zoom };
}

/**
 * The spans of a card's central and main topics (`nodes`: their positions and shape sizes) and of their labels as
 * drawn at `view` (`labels`: graph boxes, by node id), along x and y.
 */
export function coverSpans(
  view: CoverView,
  nodes: CoverTopic[],
  labels: ReadonlyMap<string, Box>,
): { xs: CoverSpan[]; ys: CoverSpan[] } {
  const xs: CoverSpan[] = [];
  const ys: CoverSpan[] = [];
  for (const n of nodes) {
    xs.push({ x: n.x, lo: 0, hi: 0, loScale: -n.width / 2, hiScale: n.width / 2 });
    ys.push({ x: n.y, lo: 0, hi: 0, loScale: -n.height / 2, hiScale: n.height / 2 });
    const box = labels.get(n.id);
    if (!box) continue;
    const z = view.zoom;
    xs.push({ x: n.x, lo: (box.minX - n.x) * z, hi: (box.maxX - n.x) * z, loScale: 0, hiScale: 0 });
    ys.push({ x: n.y, lo: (box.minY - n.y) * z, hi: (box.maxY - n.y) * z, loScale: 0, hiScale: 0 });
  }
  return { xs, ys };
}
