import type { MapScene } from '../scene/MapScene';
import type { NodeBatch } from './batch/NodeBatch';
import { EDGE_FINGERPRINT_WORDS, type EdgeBatch } from './batch/EdgeBatch';
import { emptyBox } from '../geometry/Box';
import { sortByMorton } from '../spatial/morton';
import type { DirtyRegion } from './overview/DirtyRegion';

const edgeBox = emptyBox();
const nodeBox = emptyBox();
const drawn = emptyBox();
const drawnBefore = emptyBox();
const before = new Uint32Array(EDGE_FINGERPRINT_WORDS);
const after = new Uint32Array(EDGE_FINGERPRINT_WORDS);

/**
 * Up to this many changed nodes + edges, `sync` reports where each was drawn and now is, so an overview snapshot
 * can patch those areas; a bigger change redraws it whole.
 */
export const PATCH_RECORD_LIMIT = 600;

/**
 * Keeps the GPU batches in step with the scene's change sets: a full rebuild after a load, a node-order rebuild
 * after a z-order move, otherwise only the changed nodes and edges (O(k) for k changes). Also tracks what the
 * renderer needs to decide whether labels or images can show at all.
 */
export class SceneBatches {
  /** Largest text size of any node or edge label written so far (grows; reset by a full rebuild). */
  maxTextSize = 0;
  /** Widest node border written so far (grows; reset by a full rebuild): how far a node paints past its box. */
  maxBorder = 0;
  /** Shown central and main topics: their labels show at every zoom (semantic zoom, see SceneLabels). */
  readonly prominent = new Set<string>();
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

  /**
   * Applies pending scene changes to the batches and clears them; true when anything changed. With `dirty`, each
   * changed node's and edge's box before and after goes there (an edge drawn exactly as before adds nothing), or,
   * for a rebuild or more than PATCH_RECORD_LIMIT records, its overflow.
   */
  sync(dirty: DirtyRegion | null = null): boolean {
    const changes = this.scene.changes;
    const changed = changes.all || changes.order || changes.nodes.size > 0 || changes.edges.size > 0;
    let region = dirty;
    if (
      region &&
      changed &&
      (changes.all || changes.order || changes.nodes.size + changes.edges.size > PATCH_RECORD_LIMIT)
    ) {
      region.overflow();
      region = null;
    }
    if (changes.all) {
      this.maxTextSize = 0;
      this.maxBorder = 0;
      this.rebuildNodes();
      this.rebuildEdges();
    } else {
      if (changes.order) this.rebuildNodes();
      else for (const id of changes.nodes) this.writeNode(id, region);
      for (const id of changes.edges) this.writeEdge(id, region);
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
    this.prominent.clear();
    const state = this.scene.state;
    const index = this.scene.nodeIndex;
    // Only indexed nodes draw: the others (hidden, filtered out, or not loaded yet by a streamed load, which starts
    // with none) are skipped without resolving their style, which cost a second at a million nodes.
    if (!state || index.size === 0) return;
    for (const id of state.nodesOrder()) if (index.slotOf(id) >= 0) this.writeNode(id);
    // Nodes outside the z-order list (none in a normalised document) still draw, on top.
    if (this.nodes.chunks.size < index.size)
      for (const id of state.nodes.keys()) if (index.slotOf(id) >= 0) this.writeNode(id);
  }

  private rebuildEdges(): void {
    this.edges.clear();
    const ids: string[] = [];
    const boxes: number[] = [];
    this.scene.edgeIndex.forEach((id, box) => {
      ids.push(id);
      boxes.push(box.minX, box.minY, box.maxX, box.maxY);
    });
    const order = sortByMorton(ids.length, (i, out) => {
      out.x = (boxes[i * 4] + boxes[i * 4 + 2]) / 2;
      out.y = (boxes[i * 4 + 1] + boxes[i * 4 + 3]) / 2;
      out.size = Math.max(boxes[i * 4 + 2] - boxes[i * 4], boxes[i * 4 + 3] - boxes[i * 4 + 1]);
    });
    for (let i = 0; i < order.length; i++) this.writeEdge(ids[order[i]]);
  }

  private writeNode(id: string, dirty: DirtyRegion | null = null): void {
    const node = this.scene.node(id);
    const style = this.scene.nodeStyle(id);
    const box = this.scene.nodeIndex.getInto(id, nodeBox);
    // Always both boxes, even for a node drawn as before: its image may have changed.
    if (dirty && this.nodes.boxOf(id, drawn)) dirty.add(drawn);
    if (!node || !style || !box) {
      this.nodes.remove(id);
      this.withImage.delete(id);
      this.prominent.delete(id);
      return;
    }
    this.nodes.write(node, style, box);
    if (dirty && this.nodes.boxOf(id, drawn)) dirty.add(drawn);
    if (style.borderWidth > this.maxBorder) this.maxBorder = style.borderWidth;
    if (style.textSize > this.maxTextSize) this.maxTextSize = style.textSize;
    if (style.imageURL) this.withImage.add(id);
    else this.withImage.delete(id);
    const role = this.scene.state?.places().node(id).role;
    if (role === 'central' || role === 'main') this.prominent.add(id);
    else this.prominent.delete(id);
  }

  private writeEdge(id: string, dirty: DirtyRegion | null = null): void {
    if (!dirty) {
      this.writeEdgeInstance(id);
      return;
    }
    // A node's edges are reported changed whenever it is (a label edit, say): only those drawn differently count.
    this.edges.fingerprint(id, before);
    const had = this.edges.boxOf(id, drawnBefore);
    this.writeEdgeInstance(id);
    this.edges.fingerprint(id, after);
    let same = true;
    for (let i = 0; i < after.length && same; i++) same = before[i] === after[i];
    if (same) return;
    if (had) dirty.add(drawnBefore);
    if (this.edges.boxOf(id, drawn)) dirty.add(drawn);
  }

  private writeEdgeInstance(id: string): void {
    const style = this.scene.edgeStyle(id);
    const box = this.scene.edgeIndex.getInto(id, edgeBox);
    const samples = box && style ? this.scene.sampleEdge(id) : undefined;
    if (!samples || !style || !box) {
      this.edges.remove(id);
      return;
    }
    this.edges.write(id, samples, style, box);
    if (style.label && style.textSize > this.maxTextSize) this.maxTextSize = style.textSize;
  }
}
