import { Buffer, BufferUsage, Container, Geometry, type Shader } from 'pixi.js';
import type { EdgeGeometry } from '../../edges/curves';
import type { EdgeStyle } from '../../scene/MapScene';
import type { Box } from '../../geometry/Box';
import { parseColor } from '../color';
import { InstanceChunks, type InstanceLayout } from './InstanceChunks';
import { VisibleInstances } from './VisibleInstances';
import {
  COARSE_EDGE_ZOOM,
  createArrowShader,
  createEdgeShader,
  EDGE_STRIP_SEGMENTS,
  EDGE_STRIP_SEGMENTS_COARSE,
} from './edgeShader';
import { edgeCurve, emptyEdgeCurve } from './edgeCurve';
import { packRgba } from './packColor';

const EDGE_WORDS = 13;
const EDGE_STRIDE = EDGE_WORDS * 4;
const ARROW_WORDS = 8;
const ARROW_STRIDE = ARROW_WORDS * 4;
const DEFAULT_EDGE_COLOR = { rgb: 0x999999, alpha: 1 };
/** Arrow heads shorter than this on screen (px) are not drawn: overview zoom shows bare lines. */
export const MIN_ARROW_PX = 3;

const vertexUsage = BufferUsage.VERTEX | BufferUsage.COPY_DST;
const indexUsage = BufferUsage.INDEX | BufferUsage.COPY_DST;

function stripGeometry(n: number): { strip: Buffer; index: Buffer } {
  const strip = new Float32Array((n + 1) * 4);
  for (let i = 0; i <= n; i++) strip.set([i / n, -1, i / n, 1], i * 4);
  const index = new Uint16Array(n * 6);
  for (let i = 0; i < n; i++)
    index.set([i * 2, i * 2 + 1, i * 2 + 2, i * 2 + 1, i * 2 + 3, i * 2 + 2], i * 6);
  return {
    strip: new Buffer({ data: strip, usage: vertexUsage }),
    index: new Buffer({ data: index, usage: indexUsage }),
  };
}

function edgeLayout(shader: Shader): InstanceLayout {
  const fine = stripGeometry(EDGE_STRIP_SEGMENTS);
  const coarse = stripGeometry(EDGE_STRIP_SEGMENTS_COARSE);
  const make = (strip: { strip: Buffer; index: Buffer }, buffer: Buffer, count: number) =>
    new Geometry({
      attributes: {
        aStrip: { buffer: strip.strip, format: 'float32x2' },
        aP01: { buffer, format: 'float32x4', stride: EDGE_STRIDE, offset: 0, instance: true },
        aP23: { buffer, format: 'float32x4', stride: EDGE_STRIDE, offset: 16, instance: true },
        aParams: { buffer, format: 'float32x4', stride: EDGE_STRIDE, offset: 32, instance: true },
        aColor: { buffer, format: 'unorm8x4', stride: EDGE_STRIDE, offset: 48, instance: true },
      },
      indexBuffer: strip.index,
      instanceCount: count,
    });
  return {
    words: EDGE_WORDS,
    shader,
    geometry: (buffer, count) => make(fine, buffer, count),
    coarseGeometry: (buffer, count) => make(coarse, buffer, count),
  };
}

function arrowLayout(shader: Shader): InstanceLayout {
  const corner = new Buffer({ data: new Float32Array([0, 0, -1, -1, -1, 1]), usage: vertexUsage });
  const index = new Buffer({ data: new Uint16Array([0, 1, 2]), usage: indexUsage });
  return {
    words: ARROW_WORDS,
    shader,
    geometry: (buffer, count) =>
      new Geometry({
        attributes: {
          aCorner: { buffer: corner, format: 'float32x2' },
          aTip: { buffer, format: 'float32x4', stride: ARROW_STRIDE, offset: 0, instance: true },
          aSize: { buffer, format: 'float32x4', stride: ARROW_STRIDE, offset: 16, instance: true },
          aColor: { buffer, format: 'unorm8x4', stride: ARROW_STRIDE, offset: 24, instance: true },
        },
        indexBuffer: index,
        instanceCount: count,
      }),
  };
}

const curve = emptyEdgeCurve();

/**
 * Every edge as one instanced strip evaluated on the GPU (cubic Béziers and polylines), and every arrow head as
 * one instanced triangle, in static chunked buffers updated only for the edges that changed.
 */
export class EdgeBatch {
  readonly root = new Container();
  private readonly edges: InstanceChunks;
  private readonly arrows: InstanceChunks;
  private readonly uniforms;
  private readonly visibleEdges: VisibleInstances;
  private readonly visibleArrows: VisibleInstances;
  /** Keys of each edge's arrow slots (end, start), made once per edge rather than per frame. */
  private readonly arrowKeys = new Map<string, readonly [string, string]>();
  /** Longest arrow head seen, to skip arrows wholesale when even it would be tiny. */
  private maxArrow = 0;

  constructor() {
    const { shader, uniforms } = createEdgeShader();
    this.uniforms = uniforms;
    const edges = edgeLayout(shader);
    const arrows = arrowLayout(createArrowShader());
    this.edges = new InstanceChunks(edges, true);
    this.arrows = new InstanceChunks(arrows, true);
    this.visibleEdges = new VisibleInstances(edges);
    this.visibleArrows = new VisibleInstances(arrows);
    this.root.addChild(this.edges.root, this.visibleEdges.mesh, this.arrows.root, this.visibleArrows.mesh);
  }

  /** Number of edges held. */
  get size(): number {
    return this.edges.size;
  }

  /** Writes (or rewrites in place) an edge and its arrow heads. */
  write(id: string, geometry: EdgeGeometry, style: EdgeStyle): void {
    const color = packRgba(parseColor(style.color, DEFAULT_EDGE_COLOR));
    edgeCurve(geometry, curve);
    const { f32, u32, base } = this.edges.write(id, geometry.box);
    for (let i = 0; i < 8; i++) f32[base + i] = curve.points[i];
    f32[base + 8] = curve.t0;
    f32[base + 9] = curve.t1;
    f32[base + 10] = style.width / 2;
    f32[base + 11] = curve.mode;
    u32[base + 12] = color;
    const keys = this.keysOf(id);
    for (let k = 0; k < 2; k++) {
      const key = keys[k];
      const arrow = geometry.arrows[k];
      if (!arrow) {
        this.arrows.release(key);
        continue;
      }
      if (arrow.length > this.maxArrow) this.maxArrow = arrow.length;
      const a = this.arrows.write(key, geometry.box);
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
    const keys = this.keysOf(id);
    this.edges.release(id);
    this.arrows.release(keys[0]);
    this.arrows.release(keys[1]);
    this.arrowKeys.delete(id);
  }

  private keysOf(id: string): readonly [string, string] {
    let keys = this.arrowKeys.get(id);
    if (!keys) this.arrowKeys.set(id, (keys = [`${id}\u0000end`, `${id}\u0000start`]));
    return keys;
  }

  /** Drops everything. */
  clear(): void {
    this.edges.clear();
    this.arrows.clear();
    this.arrowKeys.clear();
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
      const keys = this.keysOf(id);
      for (let k = 0; k < 2; k++) {
        const a = this.arrows.read(keys[k]);
        if (a) this.visibleArrows.add(a);
      }
    }
    this.visibleEdges.end(true);
    this.visibleArrows.end(arrows);
  }

  destroy(): void {
    this.edges.destroy();
    this.arrows.destroy();
  }
}
