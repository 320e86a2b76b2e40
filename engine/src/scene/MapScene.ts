import type {
  MapNode,
  MapState,
  Operation,
  PresentationContext,
  ResolvedEdgeStyle,
  Transaction,
} from '@mapa/model';
import { SpatialIndex } from '../spatial/SpatialIndex';
import { emptyBox, type Box } from '../geometry/Box';
import { nodeVisualBox, type NodeStyle } from '../geometry/nodeGeometry';
import { arrowCount, edgeControls, EdgeSamples, type EdgeGeometry } from '../edges/curves';
import { EdgePaths } from './EdgePaths';
import { NodeRanks } from './NodeRanks';
import { filterChange } from './viewFilter';
import { fillEnd, scratchEnd, type ScratchEnd } from './edgeEnd';
import { SceneStyles } from './SceneStyles';
import { CollapseBadges } from './CollapseBadges';

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
 * preview, with resolved styles, edge paths, z-order ranks and two spatial indexes (nodes, edges) kept in step
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
  /** Resolved node and edge styles, by place in the map's hierarchy (see `SceneStyles`). */
  readonly styles = new SceneStyles(() => this.state);
  /** Collapsed nodes and their '+N' badges. */
  readonly badges = new CollapseBadges();
  /** Each drawn edge's control points by its edge-index slot (see `EdgePaths`); samples are worked out on demand. */
  private readonly paths = new EdgePaths();
  private readonly ctrl = new Float64Array(8);
  /** Shared by `sampleEdge` and indexing. */
  private readonly samples = new EdgeSamples();
  private readonly source = scratchEnd();
  private readonly target = scratchEnd();
  private readonly mid = { x: 0, y: 0 };
  /** Edges whose ends moved during `applyOps`/`setPreview`: re-indexed once at its end, however many ends moved. */
  private readonly pendingEdges = new Set<string>();
  private readonly ranks = new NodeRanks();
  /** Only these nodes are drawn (presentation drill-in, `setViewFilter`); null draws every one. */
  private filter: ReadonlySet<string> | null = null;

  /** Replaces everything with `state`. */
  load(state: MapState): void {
    this.beginLoad(state, false);
    for (const id of state.nodes.keys()) this.indexNode(id);
    for (const id of state.edges.keys()) this.indexEdge(id);
    this.changes.all = true;
  }

  /**
   * Starts showing `state` with nothing indexed yet; `loadNode`/`loadEdge` then bring its records in a slice at a
   * time (chunked loading, see `SceneLoader`), each reported as a change so the renderer appends just those.
   * With `deferPlaces`, nodes are styled without their places until the state has them (`SceneStyles`).
   */
  beginLoad(state: MapState, deferPlaces: boolean): void {
    this.state = state;
    this.preview.clear();
    this.styles.clear();
    this.styles.deferPlaces = deferPlaces;
    this.badges.clear();
    this.paths.clear();
    this.pendingEdges.clear();
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

  /**
   * Follows transaction `tx` the shell already applied: its operations (`ops`, all by default) and the nodes and
   * edges whose place in the hierarchy it changed (a reparented subtree takes its new branch's colour).
   */
  apply(tx: Transaction, ops: readonly Operation[] = tx.ops): void {
    this.applyOps(ops, true);
    this.applyPlaceChanges(tx);
    this.flushEdges();
  }

  /** Restyles the nodes and edges whose place `tx` changed (see `MapState.placeChangesOf`). */
  applyPlaceChanges(tx: Transaction): void {
    const moved = this.state?.placeChangesOf(tx);
    if (!moved) return;
    for (const id of moved.nodes) this.touchNode(id);
    for (const id of moved.edges) this.pendingEdges.add(id);
  }

  /**
   * Follows operations the shell already applied to the state: re-reads only the ids they name. Edges whose ends
   * moved are re-indexed once at the end, however many of their ends moved; with `deferEdges` they are only
   * queued (see `flushEdges`), so a big change fed in slices re-indexes each edge once in all rather than once per
   * slice that moved one of its ends.
   */
  applyOps(ops: readonly Operation[], deferEdges = false): void {
    const state = this.state;
    if (!state) return;
    const top = this.ranks.topOf(ops, () => state.nodesOrder());
    this.badges.changed();
    let rerank = false;
    for (const op of ops) {
      switch (op.type) {
        case 'node.add': {
          // Appended on top is the common case and costs O(1); an add elsewhere (undo of a removal) re-ranks.
          const id = op.node.data.id;
          const at = top?.get(id);
          if (at === undefined) rerank = true;
          else this.ranks.set(id, at);
          this.touchNode(id);
          break;
        }
        case 'node.remove':
          this.ranks.delete(op.node.data.id);
          this.touchNode(op.node.data.id);
          break;
        case 'node.update':
          this.touchNode(op.id);
          break;
        case 'edge.add':
        case 'edge.remove':
          this.pendingEdges.add(op.edge.data.id);
          break;
        case 'edge.update':
          this.pendingEdges.add(op.id);
          break;
        case 'order.move':
          rerank = true;
          break;
        case 'settings.update':
        case 'document.update':
          // Defaults or the whole canvas changed: every resolved style may differ.
          this.load(state);
          return;
        default:
          // Canvas-level records (background, support images, drawings): nodes and edges are untouched, but for
          // a new canvas colour, which labels beside their nodes and halos are coloured for.
          this.changes.canvas = true;
          if (this.styles.canvasChanged()) return this.load(state);
      }
    }
    if (rerank) this.rebuildRanks();
    if (!deferEdges) this.flushEdges();
  }

  /** Edges queued by `applyOps(ops, true)` and not re-indexed yet. */
  get queuedEdges(): number {
    return this.pendingEdges.size;
  }

  /** Shows `nodes` at the given records instead of the state's (live drag/resize); `null` ends the preview. */
  setPreview(nodes: ReadonlyMap<string, MapNode> | null): void {
    const touched = [...this.preview.keys()];
    this.preview.clear();
    if (nodes) for (const [id, node] of nodes) this.preview.set(id, node);
    for (const id of touched) this.touchNode(id);
    for (const id of this.preview.keys()) this.touchNode(id);
    this.flushEdges();
  }

  /** The node as shown: the preview record when one is set, else the state's. */
  node(id: string): MapNode | undefined {
    return (this.preview.size > 0 ? this.preview.get(id) : undefined) ?? this.state?.getNode(id);
  }

  /** The node's resolved style (its fields over the theme's look for its place), cached per record and place. */
  nodeStyle(id: string): NodeStyle | undefined {
    const node = this.node(id);
    return node ? this.styles.node(id, node) : undefined;
  }

  /**
   * The edge's resolved style (a tree branch or a relationship). Resolved again on each call but the same
   * record's twice in a row (cheap: a few field reads); callers that need to tell a change compare the edge
   * record, which is immutable.
   */
  edgeStyle(id: string): EdgeStyle | undefined {
    const edge = this.state?.getEdge(id);
    return edge ? this.styles.edge(edge) : undefined;
  }

  /**
   * Sets what template presentations depend on besides the map: the editor window's width (flashcards are smaller
   * under 768 px). Restyles everything when that changes how the map's template presents it.
   */
  setPresentation(context: PresentationContext): void {
    if (this.styles.setContext(context) && this.state) this.load(this.state);
  }

  /** Draws the nodes `ids` again with their styles as `styles` now resolves them (placeholder, dimming). */
  restyle(ids: readonly string[]): void {
    for (const id of ids) this.touchNode(id);
    this.flushEdges();
  }

  /**
   * A copy of the edge's path (samples, arrows, label point, box), or undefined when it is not drawn (an end is
   * missing or hidden). Allocates; hot paths use `sampleEdge`.
   */
  edgeGeometry(id: string): EdgeGeometry | undefined {
    return this.sampleEdge(id)?.toGeometry();
  }

  /**
   * The edge's path sampled into a buffer shared by every call (valid until the next), or undefined when it is
   * not drawn. The box is the path's own (without the label's).
   */
  sampleEdge(id: string): EdgeSamples | undefined {
    const slot = this.edgeIndex.slotOf(id);
    return slot < 0 ? undefined : this.paths.sample(slot, this.samples);
  }

  /** Writes where the edge's label goes (half way along its path) into `out`; false when it is not drawn. */
  edgeLabelPoint(id: string, out: { x: number; y: number }): boolean {
    const samples = this.sampleEdge(id);
    if (samples) samples.midpoint(out);
    return !!samples;
  }

  /** Changes whenever the edge's path is recomputed (0 when not drawn): a label placed from it is stale. */
  edgeVersion(id: string): number {
    const slot = this.edgeIndex.slotOf(id);
    return slot < 0 ? 0 : this.paths.version(slot);
  }

  /** Edge slots in use (drawn edges; a removed edge's slot goes to the next one): for tests and diagnostics. */
  get edgePathSlots(): number {
    return this.edgeIndex.slotsInUse;
  }

  /** Back-to-front rank of a node: higher draws on top. */
  rankOf(id: string): number {
    return this.ranks.of(id);
  }

  /** True when the node is drawn (exists, is not hidden and passes the view filter). */
  isShown(id: string): boolean {
    const node = this.node(id);
    return !!node && this.passes(id, node);
  }

  /** The view filter's node ids (see `setViewFilter`), or null when every node may be drawn. */
  get viewFilter(): ReadonlySet<string> | null {
    return this.filter;
  }

  /**
   * Draws only the nodes `ids` (and edges between them) as if the rest were hidden: not drawn, hit, nor in the
   * miniature or content bounds. View-only, the state is untouched; `null` draws every node again.
   */
  setViewFilter(ids: Iterable<string> | null): void {
    const before = this.filter;
    this.filter = ids === null ? null : new Set(ids);
    if (!this.state) return;
    const changed = filterChange(before, this.filter);
    if (changed === null) return this.load(this.state);
    for (const id of changed) this.touchNode(id);
    this.flushEdges();
  }

  private passes(id: string, node: MapNode): boolean {
    return node.data.visibility !== 'hidden' && (this.filter === null || this.filter.has(id));
  }

  /** The box around every shown node's shape, or null for an empty map. */
  contentBounds(): Box | null {
    const preview = this.preview.size > 0 ? this.preview : null;
    return this.styles.contentBounds(preview, (id, node) => this.passes(id, node));
  }

  private rebuildRanks(): void {
    this.ranks.rebuild(this.state?.nodesOrder() ?? []);
    this.changes.order = true;
  }

  private touchNode(id: string): void {
    this.indexNode(id);
    this.changes.nodes.add(id);
    const state = this.state;
    if (!state || !state.getNode(id)) return;
    for (const edge of state.outgoing(id)) this.pendingEdges.add(edge.data.id);
    for (const edge of state.incoming(id)) this.pendingEdges.add(edge.data.id);
  }

  /**
   * Re-indexes queued edges (each reported as a change) until `budgetMs` have passed, checked every 256 edges;
   * returns true while some remain.
   */
  flushEdges(budgetMs = Infinity, now: () => number = () => performance.now()): boolean {
    if (budgetMs === Infinity) {
      for (const id of this.pendingEdges) this.touchEdge(id);
      this.pendingEdges.clear();
      return false;
    }
    const end = now() + budgetMs;
    let n = 0;
    for (const id of this.pendingEdges) {
      this.pendingEdges.delete(id);
      this.touchEdge(id);
      if (++n % 256 === 0 && now() >= end) break;
    }
    return this.pendingEdges.size > 0;
  }

  private touchEdge(id: string): void {
    this.indexEdge(id);
    this.changes.edges.add(id);
  }

  private indexNode(id: string): void {
    const node = this.node(id);
    const shown = !!node && this.passes(id, node);
    this.badges.note(id, node, shown);
    if (!node || !shown) {
      this.nodeIndex.delete(id);
      if (!node) this.styles.forget(id);
      return;
    }
    const style = this.styles.node(id, node);
    this.ranks.ensure(id);
    this.nodeIndex.set(id, nodeVisualBox(node, style, scratch));
  }

  private indexEdge(id: string): void {
    const edge = this.state?.getEdge(id);
    const style = edge ? this.styles.edge(edge) : undefined;
    const s = this.source;
    const t = this.target;
    if (!edge || !style || !this.endOf(edge.data.source, s) || !this.endOf(edge.data.target, t)) {
      const freed = this.edgeIndex.delete(id);
      if (freed >= 0) this.paths.delete(freed);
      return;
    }
    const kind = edgeControls(s, t, style.curve, this.ctrl, 0, style.axis);
    const arrows = arrowCount(style.direction);
    const samples = this.samples.sample(kind, this.ctrl, 0, arrows, style.width, style.endWidth);
    const b = samples.box;
    if (style.label) {
      // The label box sticks out of a short or straight edge's own box: cull with both.
      const mid = samples.midpoint(this.mid);
      const hw = (style.label.length * style.textSize * 0.6) / 2 + 4;
      const hh = style.textSize * 0.7 + 4;
      b.minX = Math.min(b.minX, mid.x - hw);
      b.maxX = Math.max(b.maxX, mid.x + hw);
      b.minY = Math.min(b.minY, mid.y - hh);
      b.maxY = Math.max(b.maxY, mid.y + hh);
    }
    this.paths.write(this.edgeIndex.set(id, b), this.ctrl, kind, arrows, style.width, style.endWidth);
  }

  /** Fills `out` with the node's centre and outline; false when the node is missing or not drawn. */
  private endOf(id: string, out: ScratchEnd): boolean {
    const node = this.node(id);
    if (!node || !this.passes(id, node)) return false;
    fillEnd(out, node, this.styles.node(id, node));
    return true;
  }
}
