import type { MapScene } from '../scene/MapScene';
import { emptyBox, intersects, type Box } from '../geometry/Box';
import { LabelLayer, MIN_READABLE_TEXT_PX, type Label, type LabelSpec } from './LabelLayer';
import { edgeLabelSpec, nodeLabelSpec } from './labelSpecs';

/** Screen-space grid of label slots (px): one label per cell, so a dense view shows a bounded number of labels. */
export const LABEL_CELL_WIDTH = 48;
export const LABEL_CELL_HEIGHT = 14;

interface Shown {
  label: Label;
  /**
   * What the label was last set from: a node's record and style, or an edge's path version and record. Records
   * are immutable and versions change with the path, so identity tells a change.
   */
  record: unknown;
  style: unknown;
  frame: number;
  /** Graph box the label paints, measured when it was set. */
  box: Box;
}

/** Told the graph box of every label drawn differently than before (where it was, and where it now is). */
export interface LabelChanges {
  add(box: Box): void;
}

/**
 * Chooses which labels to show each frame: only on-screen items whose text is at least MIN_READABLE_TEXT_PX tall,
 * at most one per cell of a screen grid anchored to the graph (so panning does not reshuffle them), nodes before
 * edges. Labels come from the shared BitmapText pool and are re-laid out only when their record changed.
 */
export class SceneLabels {
  readonly layer = new LabelLayer();
  private readonly nodes = new Map<string, Shown>();
  private readonly edges = new Map<string, Shown>();
  private readonly cells = new Set<number>();
  private frame = 0;
  private readonly at = { x: 0, y: 0 };
  /** Where this call reports label changes (see `update`). */
  private changed: LabelChanges | null = null;

  /**
   * Places labels for the visible `nodeIds` and `edgeIds` at `zoom`. With `changed`, every label that appears,
   * goes or is set again reports its box before and after (an overview snapshot patches just those areas).
   */
  update(
    scene: MapScene,
    nodeIds: Set<string>,
    edgeIds: Set<string>,
    zoom: number,
    changed: LabelChanges | null = null,
  ): void {
    this.changed = changed;
    this.frame++;
    this.cells.clear();
    for (const id of nodeIds) {
      const node = scene.node(id);
      const style = scene.nodeStyle(id);
      if (!node || !style || style.textSize * zoom < MIN_READABLE_TEXT_PX) continue;
      if (!this.claim(node.position.x, node.position.y, zoom)) continue;
      const shown = this.show(this.nodes, id, node, style);
      if (shown) this.set(shown, nodeLabelSpec(node, style));
    }
    for (const id of edgeIds) {
      const style = scene.edgeStyle(id);
      if (!style?.label || style.textSize * zoom < MIN_READABLE_TEXT_PX) continue;
      if (!scene.edgeLabelPoint(id, this.at) || !this.claim(this.at.x, this.at.y, zoom)) continue;
      // Edge styles are resolved afresh each call: the (immutable) edge record tells a change instead.
      const shown = this.show(this.edges, id, scene.edgeVersion(id), scene.state?.getEdge(id));
      if (shown) this.set(shown, edgeLabelSpec(this.at, style));
    }
    this.sweep(this.nodes);
    this.sweep(this.edges);
    this.layer.applyZoom(zoom);
    this.layer.flush();
    this.changed = null;
  }

  /** Hides every label (nothing readable on screen), reporting their boxes to `changed` when given. */
  clear(changed: LabelChanges | null = null): void {
    this.changed = changed;
    this.frame++;
    this.sweep(this.nodes);
    this.sweep(this.edges);
    this.layer.flush();
    this.changed = null;
  }

  /**
   * Draws only the labels whose box meets `box` (graph units) until called with null: a patch of the overview
   * snapshot then skips the hundreds of labels it cannot touch.
   */
  only(box: Box | null): void {
    for (const map of [this.nodes, this.edges])
      for (const shown of map.values()) {
        const { label } = shown;
        label.show(label.root.visible, !box || intersects(shown.box, box));
      }
    this.layer.flush();
  }

  /** Number of labels on screen. */
  get count(): number {
    return this.nodes.size + this.edges.size;
  }

  /** The text the node's label shows on screen now, or undefined when none is shown (tests and the bench). */
  nodeLabelText(id: string): string | undefined {
    const label = this.nodes.get(id)?.label;
    return label?.shown ? label.text : undefined;
  }

  private claim(x: number, y: number, zoom: number): boolean {
    const cx = Math.floor((x * zoom) / LABEL_CELL_WIDTH);
    const cy = Math.floor((y * zoom) / LABEL_CELL_HEIGHT);
    // Exact integer key while |cx|, |cy| < 2^25 (a graph 10^7 units wide at zoom 7).
    const key = (cx + 33554432) * 67108864 + (cy + 33554432);
    if (this.cells.has(key)) return false;
    this.cells.add(key);
    return true;
  }

  /** Marks the item shown this frame; returns it when its label needs (re)setting, else null. */
  private show(map: Map<string, Shown>, id: string, record: unknown, style: unknown): Shown | null {
    let shown = map.get(id);
    if (!shown) {
      shown = { label: this.layer.acquire(), record: null, style: null, frame: 0, box: emptyBox() };
      map.set(id, shown);
    }
    shown.frame = this.frame;
    if (shown.record === record && shown.style === style) return null;
    // A label set before shows something else from now on: the old place is stale too.
    if (shown.record !== null) this.changed?.add(shown.box);
    shown.record = record;
    shown.style = style;
    return shown;
  }

  private set(shown: Shown, spec: LabelSpec): void {
    shown.label.set(spec);
    Object.assign(shown.box, shown.label.bounds);
    this.changed?.add(shown.box);
  }

  private sweep(map: Map<string, Shown>): void {
    for (const [id, shown] of map) {
      if (shown.frame === this.frame) continue;
      this.changed?.add(shown.box);
      this.layer.release(shown.label);
      map.delete(id);
    }
  }
}
