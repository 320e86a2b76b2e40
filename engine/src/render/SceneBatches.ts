import type { MapScene } from '../scene/MapScene';
import type { NodeBatch } from './batch/NodeBatch';
import type { EdgeBatch } from './batch/EdgeBatch';

/** Morton (Z-order) key of a point on a 2^15 grid over `span`: sorts edges so each chunk covers one area. */
function mortonKey(x: number, y: number, minX: number, minY: number, span: number): number {
  const scale = 32767 / Math.max(1, span);
  let xi = Math.max(0, Math.min(32767, Math.floor((x - minX) * scale)));
  let yi = Math.max(0, Math.min(32767, Math.floor((y - minY) * scale)));
  let key = 0;
  for (let bit = 0; bit < 15; bit++) {
    key += ((xi & 1) + (yi & 1) * 2) * 4 ** bit;
    xi >>= 1;
    yi >>= 1;
  }
  return key;
}

/**
 * Keeps the GPU batches in step with the scene's change sets: a full rebuild after a load, a node-order rebuild
 * after a z-order move, otherwise only the changed nodes and edges (O(k) for k changes). Also tracks what the
 * renderer needs to decide whether labels or images can show at all.
 */
export class SceneBatches {
  /** Largest text size of any node or edge label written so far (grows; reset by a full rebuild). */
  maxTextSize = 0;
  private readonly withImage = new Set<string>();

  constructor(
    private readonly scene: MapScene,
    private readonly nodes: NodeBatch,
    private readonly edges: EdgeBatch,
  ) {}

  /** Number of shown nodes with an image. */
  get imageNodes(): number {
    return this.withImage.size;
  }

  /** Applies pending scene changes to the batches and clears them; true when anything changed. */
  sync(): boolean {
    const changes = this.scene.changes;
    const changed = changes.all || changes.order || changes.nodes.size > 0 || changes.edges.size > 0;
    if (changes.all) {
      this.maxTextSize = 0;
      this.rebuildNodes();
      this.rebuildEdges();
    } else {
      if (changes.order) this.rebuildNodes();
      else for (const id of changes.nodes) this.writeNode(id);
      for (const id of changes.edges) this.writeEdge(id);
    }
    changes.all = false;
    changes.order = false;
    changes.nodes.clear();
    changes.edges.clear();
    return changed;
  }

  private rebuildNodes(): void {
    this.nodes.chunks.clear();
    this.withImage.clear();
    const state = this.scene.state;
    if (!state) return;
    for (const id of state.nodesOrder()) this.writeNode(id);
    // Nodes outside the z-order list (none in a normalised document) still draw, on top.
    if (this.nodes.chunks.size < state.nodes.size) for (const id of state.nodes.keys()) this.writeNode(id);
  }

  private rebuildEdges(): void {
    this.edges.clear();
    const { edgeIndex } = this.scene;
    const b = edgeIndex.bounds;
    const span = Math.max(b.maxX - b.minX, b.maxY - b.minY);
    const ids: string[] = [];
    const keys: number[] = [];
    edgeIndex.forEach((id, box) => {
      ids.push(id);
      keys.push(mortonKey((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2, b.minX, b.minY, span));
    });
    const order = ids.map((_, i) => i).sort((a, c) => keys[a] - keys[c]);
    for (const i of order) this.writeEdge(ids[i]);
  }

  private writeNode(id: string): void {
    const node = this.scene.node(id);
    const style = this.scene.nodeStyle(id);
    const box = this.scene.nodeIndex.get(id);
    if (!node || !style || !box) {
      this.nodes.remove(id);
      this.withImage.delete(id);
      return;
    }
    this.nodes.write(node, style, box);
    if (style.textSize > this.maxTextSize) this.maxTextSize = style.textSize;
    if (style.imageURL) this.withImage.add(id);
    else this.withImage.delete(id);
  }

  private writeEdge(id: string): void {
    const geometry = this.scene.edgeGeometry(id);
    const style = this.scene.edgeStyle(id);
    if (!geometry || !style) {
      this.edges.remove(id);
      return;
    }
    this.edges.write(id, geometry, style);
    if (style.label && style.textSize > this.maxTextSize) this.maxTextSize = style.textSize;
  }
}
