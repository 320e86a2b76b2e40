import { Container } from 'pixi.js';
import type { EdgeSamples } from '../../edges/EdgeSamples';
import type { EdgeStyle } from '../../scene/MapScene';
import type { Box } from '../../geometry/Box';
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
import { EDGE_WORD, writeEdgeInstance } from './edgeInstance';

/** Arrow heads shorter than this on screen (px) are not drawn: overview zoom shows bare lines. */
export const MIN_ARROW_PX = 3;

/**
 * A strip of `n` segments: vertices at (s, ±1) for s = 0, 1/n, …, 1 (along, across), and a round cap past each
 * end (s = -1 and 2; the shader puts them half a width beyond the end).
 */
function strip(n: number): InstanceShape {
  const columns = [-1, ...Array.from({ length: n + 1 }, (_, i) => i / n), 2];
  const local: number[] = [];
  for (const s of columns) local.push(s, -1, s, 1);
  const indices: number[] = [];
  for (let i = 0; i < columns.length - 1; i++)
    indices.push(i * 2, i * 2 + 1, i * 2 + 2, i * 2 + 1, i * 2 + 3, i * 2 + 2);
  return { local, indices };
}

/** The arrow head: tip, then the two back corners. */
const TRIANGLE: InstanceShape = { local: [0, 0, -1, -1, -1, 1], indices: [0, 1, 2] };

/** Enough words for an edge and both its arrow heads (see `fingerprint`). */
export const EDGE_FINGERPRINT_WORDS = 2 * (EDGE_WORDS + 2 * ARROW_WORDS);

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
  /** Slot numbers of the listed edges, sorted into draw order (reused, grown as needed). */
  private order = new Uint32Array(1024);
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
    const { f32, u32, base } = this.edges.write(id, box);
    const color = writeEdgeInstance(path, style, f32, u32, base);
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

  /**
   * Writes the graph box the edge's instance and arrow heads paint into `out`: its four curve points (a Bézier
   * stays inside them) grown by its widest width (room for the corners of a taxi path and the round caps), and the
   * arrow triangles; the
   * anti-aliased fringe is left to the caller. False when the edge has no instance.
   */
  boxOf(id: string, out: Box): boolean {
    const index = this.edges.indexOf(id);
    if (index < 0) return false;
    const { f32, base } = this.edges.readAt(index);
    const grow = Math.max(f32[base + EDGE_WORD.halfWidth], f32[base + EDGE_WORD.endHalfWidth]) * 2;
    out.minX = out.minY = Infinity;
    out.maxX = out.maxY = -Infinity;
    for (let i = 0; i < 8; i += 2) {
      out.minX = Math.min(out.minX, f32[base + i] - grow);
      out.maxX = Math.max(out.maxX, f32[base + i] + grow);
      out.minY = Math.min(out.minY, f32[base + i + 1] - grow);
      out.maxY = Math.max(out.maxY, f32[base + i + 1] + grow);
    }
    for (let k = 0; k < 2; k++) {
      const a = this.arrows.read(index * 2 + k);
      if (!a) continue;
      const f = a.f32;
      const x = f[a.base];
      const y = f[a.base + 1];
      // The back corners lie within length + half width of the tip along each axis (direction is a unit vector).
      const r = f[a.base + 4] + f[a.base + 5];
      out.minX = Math.min(out.minX, x - r);
      out.maxX = Math.max(out.maxX, x + r);
      out.minY = Math.min(out.minY, y - r);
      out.maxY = Math.max(out.maxY, y + r);
    }
    return true;
  }

  /**
   * Copies the words the edge and its arrow heads are drawn from into `out` (EDGE_FINGERPRINT_WORDS long, zeros
   * where there is nothing): two fingerprints that are equal draw the same pixels.
   */
  fingerprint(id: string, out: Uint32Array): void {
    out.fill(0);
    const index = this.edges.indexOf(id);
    if (index < 0) return;
    const e = this.edges.readAt(index);
    out.set(e.u32.subarray(e.base, e.base + EDGE_WORDS), 0);
    for (let k = 0; k < 2; k++) {
      const a = this.arrows.read(index * 2 + k);
      if (a) out.set(a.u32.subarray(a.base, a.base + ARROW_WORDS), EDGE_WORDS + k * ARROW_WORDS);
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
   * `view`. Arrows only when they would be readable. Listed edges are drawn in slot order, the order the chunks
   * draw them in, so where edges cross, any list of them paints what the chunks would.
   */
  sync(view: Box, zoom: number, visibleIds: Iterable<string> | null): void {
    this.uniforms.uniforms.uZoom = zoom;
    const arrows = this.maxArrow * zoom >= MIN_ARROW_PX;
    const coarse = zoom < COARSE_EDGE_ZOOM;
    this.edges.sync(view, visibleIds === null, coarse);
    this.arrows.sync(view, visibleIds === null && arrows);
    if (visibleIds === null) {
      this.visibleEdges.hide();
      this.visibleArrows.hide();
      return;
    }
    let n = 0;
    for (const id of visibleIds) {
      const index = this.edges.indexOf(id);
      if (index < 0) continue;
      if (n === this.order.length) this.growOrder();
      this.order[n++] = index;
    }
    const order = this.order.subarray(0, n).sort();
    this.visibleEdges.begin();
    this.visibleArrows.begin();
    for (let i = 0; i < n; i++) {
      const index = order[i];
      this.visibleEdges.add(this.edges.readAt(index));
      if (!arrows) continue;
      for (let k = 0; k < 2; k++) {
        const a = this.arrows.read(index * 2 + k);
        if (a) this.visibleArrows.add(a);
      }
    }
    this.visibleEdges.end(true, coarse);
    this.visibleArrows.end(arrows);
  }

  private growOrder(): void {
    const next = new Uint32Array(Math.max(1024, this.order.length * 2));
    next.set(this.order);
    this.order = next;
  }

  destroy(): void {
    this.edges.destroy();
    this.arrows.destroy();
    this.visibleEdges.destroy();
    this.visibleArrows.destroy();
  }
}
