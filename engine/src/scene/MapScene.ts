import {
  resolveEdgeStyle,
  resolveNodeStyle,
  type MapEdge,
  type MapNode,
  type MapState,
  type Operation,
  type ResolvedEdgeStyle,
} from '@mapa/model';
import { SpatialIndex } from '../spatial/SpatialIndex';
import { emptyBox, union, type Box } from '../geometry/Box';
import { nodeShapeBox, nodeVisualBox, type NodeStyle } from '../geometry/nodeGeometry';
import { edgeGeometry, type EdgeGeometry } from '../edges/curves';
import { shapePolygon } from '../render/shapes';

/** The resolved look of an edge, as `@mapa/model` computes it. */
export type EdgeStyle = ResolvedEdgeStyle;

/** What changed since the renderer last looked; the sets are reused, the renderer clears them. */
export interface SceneChanges {
  nodes: Set<string>;
  edges: Set<string>;
  /** Background, settings or the whole document changed: re-check everything. */
  all: boolean;
  /** The z-order changed beyond appending nodes on top: node draw order must be rebuilt. */
  order: boolean;
  /** Canvas-level records changed (background, support images, drawings); nodes and edges did not. */
  canvas: boolean;
}

const scratch: Box = emptyBox();

/**
 * The engine's read model of the map: the shell's `MapState` (never mutated here) seen through the drag/resize
 * preview, with resolved styles, edge geometry, z-order ranks and two spatial indexes (nodes, edges) kept in step
 * with transactions. Pure TypeScript, no PixiJS: hit-testing, culling and the tools work on it.
 */
export class MapScene {
  state: MapState | null = null;
  readonly nodeIndex = new SpatialIndex();
  readonly edgeIndex = new SpatialIndex();
  readonly changes: SceneChanges = {
    nodes: new Set(),
    edges: new Set(),
    all: true,
    order: true,
    canvas: true,
  };
  private readonly preview = new Map<string, MapNode>();
  private readonly styles = new Map<string, { node: MapNode; style: NodeStyle }>();
  private readonly edgeStyles = new Map<string, { edge: MapEdge; style: EdgeStyle }>();
  private readonly geometry = new Map<string, EdgeGeometry>();
  private readonly rank = new Map<string, number>();
  private maxRank = 0;

  /** Replaces everything with `state`. */
  load(state: MapState): void {
    this.beginLoad(state);
    for (const id of state.nodes.keys()) this.indexNode(id);
    for (const id of state.edges.keys()) this.indexEdge(id);
    this.changes.all = true;
  }

  /**
   * Starts showing `state` with nothing indexed yet; `loadNode`/`loadEdge` then bring its records in a slice at a
   * time (chunked loading, see `SceneLoader`), each reported as a change so the renderer appends just those.
   */
  beginLoad(state: MapState): void {
    this.state = state;
    this.preview.clear();
    this.styles.clear();
    this.edgeStyles.clear();
    this.geometry.clear();
    this.nodeIndex.clear();
    this.edgeIndex.clear();
    this.rebuildRanks();
    this.changes.nodes.clear();
    this.changes.edges.clear();
    this.changes.all = true;
  }

  /** Indexes one node of the state being loaded and marks it changed. */
  loadNode(id: string): void {
    this.indexNode(id);
    this.changes.nodes.add(id);
  }

  /** Indexes one edge of the state being loaded and marks it changed. */
  loadEdge(id: string): void {
    this.indexEdge(id);
    this.changes.edges.add(id);
  }

  /** Follows operations the shell already applied to the state: re-reads only the ids they name. */
  applyOps(ops: readonly Operation[]): void {
    const state = this.state;
    if (!state) return;
    const top = this.addedOnTop(ops);
    let ranks = false;
    for (const op of ops) {
      switch (op.type) {
        case 'node.add': {
          // Appended on top is the common case and costs O(1); an add elsewhere (undo of a removal) re-ranks.
          const id = op.node.data.id;
          const at = top?.get(id);
          if (at === undefined) ranks = true;
          else this.rank.set(id, at);
          this.touchNode(id);
          break;
        }
        case 'node.remove':
          this.rank.delete(op.node.data.id);
          this.touchNode(op.node.data.id);
          break;
        case 'node.update':
          this.touchNode(op.id);
          break;
        case 'edge.add':
        case 'edge.remove':
          this.touchEdge(op.edge.data.id);
          break;
        case 'edge.update':
          this.touchEdge(op.id);
          break;
        case 'order.move':
          ranks = true;
          break;
        case 'settings.update':
        case 'document.update':
          // Defaults or the whole canvas changed: every resolved style may differ.
          this.load(state);
          return;
        default:
          // Canvas-level records (background, support images, drawings): nodes and edges are untouched.
          this.changes.canvas = true;
      }
    }
    if (ranks) this.rebuildRanks();
  }

  /**
   * For a transaction that adds nodes: the ranks of those now at the top of the z-order (the last `adds` entries),
   * so appending k nodes costs O(k); null when nothing is added.
   */
  private addedOnTop(ops: readonly Operation[]): Map<string, number> | null {
    let adds = 0;
    for (const op of ops) if (op.type === 'node.add') adds++;
    if (adds === 0) return null;
    const order = this.state?.nodesOrder() ?? [];
    const top = new Map<string, number>();
    const from = Math.max(0, order.length - adds);
    for (let i = from; i < order.length; i++) top.set(order[i], this.maxRank + (i - from));
    this.maxRank += order.length - from;
    return top;
  }

  /** Shows `nodes` at the given records instead of the state's (live drag/resize); `null` ends the preview. */
  setPreview(nodes: ReadonlyMap<string, MapNode> | null): void {
    const touched = [...this.preview.keys()];
    this.preview.clear();
    if (nodes) for (const [id, node] of nodes) this.preview.set(id, node);
    for (const id of touched) this.touchNode(id);
    for (const id of this.preview.keys()) this.touchNode(id);
  }

  /** The node as shown: the preview record when one is set, else the state's. */
  node(id: string): MapNode | undefined {
    return this.preview.get(id) ?? this.state?.getNode(id);
  }

  /** The node's resolved style, cached per record. */
  nodeStyle(id: string): NodeStyle | undefined {
    const node = this.node(id);
    if (!node) return undefined;
    const cached = this.styles.get(id);
    if (cached && cached.node === node) return cached.style;
    const style = resolveNodeStyle(node, this.state?.settings ?? null);
    this.styles.set(id, { node, style });
    return style;
  }

  /** The edge's resolved style, cached per record. */
  edgeStyle(id: string): EdgeStyle | undefined {
    const edge = this.state?.getEdge(id);
    if (!edge) return undefined;
    const cached = this.edgeStyles.get(id);
    if (cached && cached.edge === edge) return cached.style;
    const style = resolveEdgeStyle(edge, this.state?.settings ?? null);
    this.edgeStyles.set(id, { edge, style });
    return style;
  }

  /** The edge's path, or undefined when it is not drawn (an end is missing or hidden). */
  edgeGeometry(id: string): EdgeGeometry | undefined {
    return this.geometry.get(id);
  }

  /** Back-to-front rank of a node: higher draws on top. */
  rankOf(id: string): number {
    return this.rank.get(id) ?? -1;
  }

  /** True when the node is drawn (exists and is not hidden). */
  isShown(id: string): boolean {
    const node = this.node(id);
    return !!node && node.data.visibility !== 'hidden';
  }

  /** The box around every shown node's shape, or null for an empty map. */
  contentBounds(): Box | null {
    const out = emptyBox();
    if (!this.state) return null;
    for (const id of this.state.nodes.keys()) {
      const style = this.nodeStyle(id);
      if (style && this.isShown(id)) union(out, nodeShapeBox(this.node(id)!, style, scratch));
    }
    return out.minX > out.maxX ? null : out;
  }

  private rebuildRanks(): void {
    this.rank.clear();
    const order = this.state?.nodesOrder() ?? [];
    for (let i = 0; i < order.length; i++) this.rank.set(order[i], i);
    this.maxRank = order.length;
    this.changes.order = true;
  }

  private touchNode(id: string): void {
    this.indexNode(id);
    this.changes.nodes.add(id);
    const state = this.state;
    if (!state || !state.getNode(id)) return;
    for (const edge of state.outgoing(id)) this.touchEdge(edge.data.id);
    for (const edge of state.incoming(id)) this.touchEdge(edge.data.id);
  }

  private touchEdge(id: string): void {
    this.indexEdge(id);
    this.changes.edges.add(id);
  }

  private indexNode(id: string): void {
    const node = this.node(id);
    const style = this.nodeStyle(id);
    if (!node || !style || node.data.visibility === 'hidden') {
      this.nodeIndex.delete(id);
      if (!node) this.styles.delete(id);
      return;
    }
    if (!this.rank.has(id)) this.rank.set(id, this.maxRank++);
    this.nodeIndex.set(id, nodeVisualBox(node, style, scratch));
  }

  private indexEdge(id: string): void {
    const edge = this.state?.getEdge(id);
    const style = edge ? this.edgeStyle(id) : undefined;
    const s = edge && this.isShown(edge.data.source) ? this.endOf(edge.data.source) : undefined;
    const t = edge && this.isShown(edge.data.target) ? this.endOf(edge.data.target) : undefined;
    if (!edge || !style || !s || !t) {
      this.geometry.delete(id);
      this.edgeIndex.delete(id);
      if (!edge) this.edgeStyles.delete(id);
      return;
    }
    const geometry = edgeGeometry(s, t, style.curve, style.direction, style.width);
    if (style.label) {
      // The label box sticks out of a short or straight edge's own box: cull with both.
      const hw = (style.label.length * style.textSize * 0.6) / 2 + 4;
      const hh = style.textSize * 0.7 + 4;
      const b = geometry.box;
      b.minX = Math.min(b.minX, geometry.midX - hw);
      b.maxX = Math.max(b.maxX, geometry.midX + hw);
      b.minY = Math.min(b.minY, geometry.midY - hh);
      b.maxY = Math.max(b.maxY, geometry.midY + hh);
    }
    this.geometry.set(id, geometry);
    this.edgeIndex.set(id, geometry.box);
  }

  private endOf(id: string): { x: number; y: number; outline: number[] } | undefined {
    const node = this.node(id);
    const style = this.nodeStyle(id);
    if (!node || !style) return undefined;
    return {
      x: node.position.x,
      y: node.position.y,
      outline: shapePolygon(style.shape, style.width, style.height),
    };
  }
}
