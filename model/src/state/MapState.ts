import type { MapNode } from '../schema/node';
import type { MapEdge } from '../schema/edge';
import type { Canvas } from '../schema/canvas';
import type { Settings } from '../schema/settings';
import type { MapDocument } from '../schema/document';
import type { Transaction } from '../ops/operation';
import { isNormalised, normalizeMapDocument, type RecordIndex } from '../parse/normalizeMapDocument';
import { PendingApply } from './PendingApply';
import { MapPlaces, type PlaceChanges } from '../theme/MapPlaces';
import { mapDataFromDocument, mapDataToDocument, type MapData } from './mapData';

/** A clock for a build finished at once: its deadline is never reached. */
const never = () => 0;

/**
 * A loaded map that changes only by applying transactions. Records are immutable: an update replaces the record
 * object, so `prev !== next` tells what changed. Lookups, adjacency and `apply` cost what they touch, not the size
 * of the map.
 */
export class MapState {
  private pending: PendingApply | null = null;
  private placesKept: MapPlaces | null = null;
  /** A build of the places in slices (`preparePlaces`), dropped by any applied transaction. */
  private placesBuilder: ReturnType<typeof MapPlaces.builder> | null = null;
  private readonly placeChanges = new WeakMap<Transaction, PlaceChanges>();

  private constructor(private readonly data: MapData) {}

  /**
   * Loads a document. It is normalised on the way in (spec §4.1), so a document that skipped
   * `parseMapDocument` still yields a consistent state; repeated node or edge ids throw. A document the parsers
   * returned is normalised already and taken as it is.
   */
  static fromDocument(doc: MapDocument): MapState {
    if (isNormalised(doc)) return new MapState(mapDataFromDocument(doc));
    // The maps the normaliser checks the ids with become the state's: each id is hashed once.
    const index: RecordIndex = { nodes: new Map(), edges: new Map() };
    const normalised = normalizeMapDocument(doc, index);
    if (!normalised.ok) throw new Error(normalised.error.message);
    return new MapState(mapDataFromDocument(normalised.document, index));
  }

  /** Nodes by id. */
  get nodes(): ReadonlyMap<string, MapNode> {
    return this.data.nodes;
  }

  /** Edges by id. */
  get edges(): ReadonlyMap<string, MapEdge> {
    return this.data.edges;
  }

  /**
   * The canvas record, or null when the map has none. It never carries `nodesOrder` (use {@link nodesOrder}) and
   * always carries a `backgroundImages` array.
   */
  get canvas(): Canvas | null {
    return this.data.canvas;
  }

  /** The map settings, or null when the map has none. */
  get settings(): Settings | null {
    return this.data.settings;
  }

  /** The document description (HTML). */
  get htmlContent(): string {
    return this.data.htmlContent;
  }

  /** Incremented by every applied transaction except undo and redo (spec §4.3). */
  get version(): number {
    return this.data.version;
  }

  /** The node with this id, if any. */
  getNode(id: string): MapNode | undefined {
    return this.data.nodes.get(id);
  }

  /** The edge with this id, if any. */
  getEdge(id: string): MapEdge | undefined {
    return this.data.edges.get(id);
  }

  /**
   * Builds up to `edges` more entries of the adjacency index (what `outgoing` and `incoming` read) ahead of its
   * first use, which otherwise builds it whole; true once it is complete. For idle moments after a big map loads.
   */
  prepareAdjacency(edges: number): boolean {
    return this.data.adjacency.buildSome(edges);
  }

  /** Edges whose source is `nodeId`. */
  outgoing(nodeId: string): MapEdge[] {
    return this.edgesOf(this.data.adjacency.outgoingIds(nodeId));
  }

  /** Edges whose target is `nodeId`. */
  incoming(nodeId: string): MapEdge[] {
    return this.edgesOf(this.data.adjacency.incomingIds(nodeId));
  }

  /**
   * Node ids back to front (z-order): `canvas.nodesOrder`, or node order when there is no canvas. This is the live
   * list, changed in place by later transactions: copy it to keep a snapshot.
   */
  nodesOrder(): readonly string[] {
    return this.data.order;
  }

  /**
   * Applies every operation of `tx`, or none: when one does not fit, those already applied are reverted and an
   * `OperationError` naming the operation is thrown. Advances `version` unless `tx` is an undo or a redo.
   * Reverting restores every record and the z-order exactly; only the position of a re-added edge in the edge
   * list may differ, which carries no meaning. A transaction still being applied by {@link beginApply} is
   * finished first (its own failure is left to its owner, see {@link PendingApply.error}).
   */
  apply(tx: Transaction): void {
    this.beginApply(tx).finish();
  }

  /**
   * Starts applying `tx` a few operations at a time, with the meaning of {@link apply} (see {@link PendingApply}):
   * for transactions too large to apply within one task. A transaction still being applied is finished first.
   */
  beginApply(tx: Transaction): PendingApply {
    this.finishPending();
    this.placesBuilder = null;
    const pending = new PendingApply(this.data, tx, (settled) => {
      if (this.pending === settled) this.pending = null;
      if (settled.status === 'applied' && this.placesKept)
        this.placeChanges.set(tx, this.placesKept.follow(this, tx.ops));
    });
    if (pending.status === 'applying') this.pending = pending;
    return pending;
  }

  /**
   * Where each node sits in the map's hierarchy (its depth, branch and role: what themes style it by, issue 34).
   * Built on first use (linear in the map's size), then kept up to date by every applied transaction at the cost of
   * what it touches.
   */
  places(): MapPlaces {
    this.finishPending();
    if (!this.placesKept && this.placesBuilder) this.placesKept = this.placesBuilder.step(Infinity, never);
    this.placesBuilder = null;
    return (this.placesKept ??= MapPlaces.of(this));
  }

  /** True once {@link places} answers without building anything. */
  get placesReady(): boolean {
    return this.placesKept !== null;
  }

  /**
   * Builds the places ahead of their first use for up to `budgetMs` (a slice of a big map's streamed load, which
   * must not wait most of a second for them at a million nodes), measured on `clock` (ms); true once they are
   * complete. A transaction applied meanwhile starts the build again.
   */
  preparePlaces(budgetMs: number, clock: () => number): boolean {
    if (this.placesKept) return true;
    if (this.pending) return false;
    this.placesBuilder ??= MapPlaces.builder(this);
    const built = this.placesBuilder.step(clock() + budgetMs, clock);
    if (built) {
      this.placesKept = built;
      this.placesBuilder = null;
    }
    return built !== null;
  }

  /**
   * The nodes and edges whose place `tx` changed, once it is applied; undefined when places were not built yet
   * (the first {@link places} call then works them out as they are) or `tx` was not applied here.
   */
  placeChangesOf(tx: Transaction): PlaceChanges | undefined {
    return this.placeChanges.get(tx);
  }

  /** The transaction being applied by {@link beginApply}, or null when none is part way in. */
  get pendingApply(): PendingApply | null {
    return this.pending;
  }

  /**
   * A fresh JSON-ready document (new arrays; records shared, as they are immutable). A transaction still being
   * applied by {@link beginApply} is finished first.
   */
  toDocument(): MapDocument {
    this.finishPending();
    return mapDataToDocument(this.data);
  }

  /** Finishes the pending apply; its failure (already reverted) is reported to its owner, not to this caller. */
  private finishPending(): void {
    const pending = this.pending;
    if (!pending) return;
    try {
      pending.finish();
    } catch (error) {
      if (pending.error !== error) throw error;
    }
  }

  private edgesOf(ids: ReadonlySet<string>): MapEdge[] {
    const out: MapEdge[] = [];
    for (const id of ids) out.push(this.data.edges.get(id) as MapEdge);
    return out;
  }
}
