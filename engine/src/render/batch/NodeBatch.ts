import type { MapNode } from '@mapa/model';
import type { NodeStyle } from '../../geometry/nodeGeometry';
import type { Box } from '../../geometry/Box';
import { parseColor } from '@mapa/model';
import { InstanceChunks, type InstanceLayout } from './InstanceChunks';
import { VisibleInstances } from './VisibleInstances';
import { createNodeProgram, NODE_WORDS } from './nodeShader';
import { packRgba } from './packColor';
import { shapeCode } from './nodeShapes';

const TRANSPARENT = { rgb: 0, alpha: 0 };
/** One quad per node. */
const QUAD = { local: [-1, -1, 1, -1, 1, 1, -1, 1], indices: [0, 1, 2, 0, 2, 3] };

/**
 * Every node's shape (fill and border) as one instanced quad in a few static buffers: the shader draws the
 * outline from a distance function per shape, and a node a few pixels wide as a plain quad. Slot order is
 * z-order: nodes are written back to front, and a node brought forward is released and written again.
 */
export class NodeBatch {
  private readonly uniforms;
  readonly chunks: InstanceChunks;
  private readonly visible: VisibleInstances;

  constructor() {
    const { program, uniforms } = createNodeProgram();
    this.uniforms = uniforms;
    const layout: InstanceLayout = {
      words: NODE_WORDS,
      shape: QUAD,
      program,
      uniforms: { name: 'mapaNodes', group: uniforms },
    };
    this.chunks = new InstanceChunks(layout, false);
    this.visible = new VisibleInstances(layout);
    this.chunks.root.addChild(this.visible.root);
  }

  /** Writes (or rewrites in place) the node's instance. */
  write(node: MapNode, style: NodeStyle, box: Box): void {
    const slot = this.chunks.write(node.data.id, box);
    const { f32, u32, base } = slot;
    const code = shapeCode(style.shape);
    const border = parseColor(style.borderColor, TRANSPARENT);
    f32[base] = node.position.x;
    f32[base + 1] = node.position.y;
    f32[base + 2] = style.width / 2;
    f32[base + 3] = style.height / 2;
    f32[base + 4] = border.alpha > 0 ? style.borderWidth : 0;
    f32[base + 5] = code.kind;
    f32[base + 6] = code.start;
    f32[base + 7] = code.count;
    u32[base + 8] = packRgba(parseColor(style.backgroundColor, TRANSPARENT));
    u32[base + 9] = packRgba(border);
  }

  /**
   * Writes the graph box the node's instance paints into `out` (its shape grown by half its border; the
   * anti-aliased fringe is left to the caller); false when the node has no instance.
   */
  boxOf(id: string, out: Box): boolean {
    const slot = this.chunks.read(id);
    if (!slot) return false;
    const { f32, base } = slot;
    const hw = f32[base + 2] + f32[base + 4] / 2;
    const hh = f32[base + 3] + f32[base + 4] / 2;
    out.minX = f32[base] - hw;
    out.maxX = f32[base] + hw;
    out.minY = f32[base + 1] - hh;
    out.maxY = f32[base + 1] + hh;
    return true;
  }

  /** Removes a node's instance. */
  remove(id: string): void {
    this.chunks.release(id);
  }

  /**
   * A miniature's stand-in colour (RGBA 0–1) for nodes whose fill is (nearly) clear, the default style: they are
   * drawn in their border colour, else this, so the navigator shows where they are. Null (the screen) draws them
   * as they are.
   */
  setGhost(rgba: readonly [number, number, number, number] | null): void {
    const g = this.uniforms.uniforms.uGhost;
    const [r, gr, b, a] = rgba ?? [0, 0, 0, 0];
    g[0] = r * a;
    g[1] = gr * a;
    g[2] = b * a;
    g[3] = a;
    this.uniforms.update();
  }

  /**
   * Uploads changes and chooses what to draw this frame: `visibleIds` (back to front) when the caller listed the
   * on-screen nodes, else every chunk whose box meets `view`.
   */
  sync(view: Box, zoom: number, visibleIds: readonly string[] | null): void {
    this.uniforms.uniforms.uZoom = zoom;
    this.chunks.sync(view, visibleIds === null);
    if (visibleIds === null) {
      this.visible.hide();
      return;
    }
    this.visible.begin();
    for (let i = 0; i < visibleIds.length; i++) {
      const slot = this.chunks.read(visibleIds[i]);
      if (slot) this.visible.add(slot);
    }
    this.visible.end(true);
  }
}
