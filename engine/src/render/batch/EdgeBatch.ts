import { Container } from 'pixi.js';
import type { EdgeSamples } from '../../edges/EdgeSamples';
import type { EdgeStyle } from '../../scene/MapScene';
import type { Box } from '../../geometry/Box';
import { parseColor } from '../color';
import { InstanceChunks, type InstanceLayout } from './InstanceChunks';
import type { InstanceShape } from './InstanceChunk';
import { VisibleInstances } from './VisibleInstances';
import {
  ARROW_WORDS,
  COARSE_EDGE_ZOOM,
  createArrowProgram,
  createEdgeProgram,
  EDGE_STRIP_SEGMENTS,
  EDGE_STRIP_SEGMENTS_COARSE,
  EDGE_WORDS,
} from './edgeShader';
import { edgeCurve, emptyEdgeCurve } from './edgeCurve';
import { packRgba } from './packColor';

const DEFAULT_EDGE_COLOR = { rgb: 0x999999, alpha: 1 };
/** Arrow heads shorter than this on screen (px) are not drawn: overview zoom shows bare lines. */
export const MIN_ARROW_PX = 3;

/** A strip of `n` segments: vertices at (s, ±1) for s = 0, 1/n, …, 1 (along, across). */
function strip(n: number): InstanceShape {
  const local: number[] = [];
  for (let i = 0; i <= n; i++) local.push(i / n, -1, i / n, 1);
  const indices: number[] = [];
  for (let i = 0; i < n; i++) indices.push(i * 2, i * 2 + 1, i * 2 + 2, i * 2 + 1, i * 2 + 3, i * 2 + 2);
  return { local, indices };
}

/** The arrow head: tip, then the two back corners. */
const TRIANGLE: InstanceShape = { local: [0, 0, -1, -1, -1, 1], indices: [0, 1, 2] };

const curve = emptyEdgeCurve();

/**
 * Every edge as one instanced strip evaluated on the GPU (cubic Béziers and polylines), and every arrow head as
 * one instanced triangle, in static chunked buffers updated only for the edges that changed.
 */
export class EdgeBatch {
  readonly root = new Container();
  private readonly edges: InstanceChunks;
  /** Keyed by the edge's slot × 2 (+1 for the source's head): numbers, so no per-edge key strings. */
  private readonly arrows: InstanceChunks<number>;
  private readonly uniforms;
  private readonly visibleEdges: VisibleInstances;
  private readonly visibleArrows: VisibleInstances;
  /** Longest arrow head seen, to skip arrows wholesale when even it would be tiny. */
  private maxArrow = 0;

  constructor() {
    const { program, uniforms } = createEdgeProgram();
    this.uniforms = uniforms;
    const edges: InstanceLayout = {
      words: EDGE_WORDS,
      shape: strip(EDGE_STRIP_SEGMENTS),
      coarse: strip(EDGE_STRIP_SEGMENTS_COARSE),
      program,
      uniforms: { name: 'mapaEdges', group: uniforms },
    };
    const arrows: InstanceLayout = {
      words: ARROW_WORDS,
      shape: TRIANGLE,
      program: createArrowProgram(),
      uniforms: { name: 'mapaEdges', group: uniforms },
    };
    this.edges = new InstanceChunks(edges, true);
    this.arrows = new InstanceChunks<number>(arrows, true);
    this.visibleEdges = new VisibleInstances(edges);
    this.visibleArrows = new VisibleInstances(arrows);
    this.root.addChild(this.edges.root, this.visibleEdges.root, this.arrows.root, this.visibleArrows.root);
  }

  /** Number of edges held. */
  get size(): number {
    return this.edges.size;
  }

  /** Writes (or rewrites in place) an edge (its sampled path) and its arrow heads; `box` is what it covers. */
  write(id: string, path: EdgeSamples, style: EdgeStyle, box: Box): void {
    const color = packRgba(parseColor(style.color, DEFAULT_EDGE_COLOR));
    edgeCurve(path, curve);
    const { f32, u32, base } = this.edges.write(id, box);
    for (let i = 0; i < 8; i++) f32[base + i] = curve.points[i];
    f32[base + 8] = curve.t0;
    f32[base + 9] = curve.t1;
    f32[base + 10] = style.width / 2;
    f32[base + 11] = curve.mode;
    u32[base + 12] = color;
    const first = this.edges.indexOf(id) * 2;
    for (let k = 0; k < 2; k++) {
      const key = first + k;
      const arrow = k < path.arrowCount ? path.arrows[k] : undefined;
      if (!arrow) {
        this.arrows.release(key);
        continue;
      }
      if (arrow.length > this.maxArrow) this.maxArrow = arrow.length;
      const a = this.arrows.write(key, box);
      a.f32[a.base] = arrow.x;
      a.f32[a.base + 1] = arrow.y;
      a.f32[a.base + 2] = arrow.dx;
      a.f32[a.base + 3] = arrow.dy;
      a.f32[a.base + 4] = arrow.length;
      a.f32[a.base + 5] = arrow.halfWidth;
      a.u32[a.base + 6] = color;
    }
  }

  /** Removes an edge and its arrows. */
  remove(id: string): void {
    const first = this.edges.indexOf(id) * 2;
    if (first < 0) return;
    this.edges.release(id);
    this.arrows.release(first);
    this.arrows.release(first + 1);
  }

  /** Drops everything. */
  clear(): void {
    this.edges.clear();
    this.arrows.clear();
    this.maxArrow = 0;
  }

  /**
   * Uploads changes and chooses what to draw: the listed `visibleIds` when given, else every chunk whose box meets
   * `view`. Arrows only when they would be readable.
   */
  sync(view: Box, zoom: number, visibleIds: Iterable<string> | null): void {
    this.uniforms.uniforms.uZoom = zoom;
    const arrows = this.maxArrow * zoom >= MIN_ARROW_PX;
    this.edges.sync(view, visibleIds === null, zoom < COARSE_EDGE_ZOOM);
    this.arrows.sync(view, visibleIds === null && arrows);
    if (visibleIds === null) {
      this.visibleEdges.hide();
      this.visibleArrows.hide();
      return;
    }
    this.visibleEdges.begin();
    this.visibleArrows.begin();
    for (const id of visibleIds) {
      const slot = this.edges.read(id);
      if (!slot) continue;
      this.visibleEdges.add(slot);
      if (!arrows) continue;
      const first = this.edges.indexOf(id) * 2;
      for (let k = 0; k < 2; k++) {
        const a = this.arrows.read(first + k);
        if (a) this.visibleArrows.add(a);
      }
    }
    this.visibleEdges.end(true);
    this.visibleArrows.end(arrows);
  }

  destroy(): void {
    this.edges.destroy();
    this.arrows.destroy();
    this.visibleEdges.destroy();
    this.visibleArrows.destroy();
  }
}
