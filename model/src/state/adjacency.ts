import type { MapEdge } from '../schema/edge';

/**
 * Outgoing and incoming edge ids per node, kept up to date edge by edge so that a lookup costs the node's degree,
 * never the size of the map. Built from the edge list after the map loads, not during it: loading a million-edge
 * map into two million small sets took seconds and most of its garbage, and drawing the map needs none of it. The
 * first lookup completes the index; `buildSome` builds it ahead, a part at a time (the engine does so in idle
 * moments after a load, so the first edit does not pay for it). Until the build starts, `add` and `remove` have
 * nothing to keep up to date; once it has, they apply at once, and the edge list's own iteration (which visits
 * edges added meanwhile and skips removed ones) brings in the rest. Linking an edge twice changes nothing.
 */
export class Adjacency {
  private readonly out = new Map<string, Set<string>>();
  private readonly in = new Map<string, Set<string>>();
  /** The edges still to index while a build is under way. */
  private rest: Iterator<MapEdge> | null = null;
  private started = false;
  private built = false;

  /** `edges` is the map's live edge list, read by the build. */
  constructor(private readonly edges: ReadonlyMap<string, MapEdge>) {}

  /** Registers an edge under its source (outgoing) and target (incoming). */
  add(edge: MapEdge): void {
    if (!this.started) return;
    link(this.out, edge.data.source, edge.data.id);
    link(this.in, edge.data.target, edge.data.id);
  }

  /** Forgets an edge; `edge` must carry the source and target it was added with. */
  remove(edge: MapEdge): void {
    if (!this.started) return;
    unlink(this.out, edge.data.source, edge.data.id);
    unlink(this.in, edge.data.target, edge.data.id);
  }

  /** Indexes up to `count` more edges of the list; true once the index is complete. */
  buildSome(count: number): boolean {
    if (this.built) return true;
    this.started = true;
    const rest = (this.rest ??= this.edges.values());
    for (let i = 0; i < count; i++) {
      const next = rest.next();
      if (next.done) {
        this.built = true;
        this.rest = null;
        return true;
      }
      this.add(next.value);
    }
    return false;
  }

  /** Ids of the edges leaving `nodeId`. */
  outgoingIds(nodeId: string): ReadonlySet<string> {
    this.build();
    return this.out.get(nodeId) ?? EMPTY;
  }

  /** Ids of the edges arriving at `nodeId`. */
  incomingIds(nodeId: string): ReadonlySet<string> {
    this.build();
    return this.in.get(nodeId) ?? EMPTY;
  }

  /** Number of edge ends at `nodeId` (a self-loop counts twice). */
  degree(nodeId: string): number {
    return this.outgoingIds(nodeId).size + this.incomingIds(nodeId).size;
  }

  /** Whether the index is complete (tests). */
  get isBuilt(): boolean {
    return this.built;
  }

  private build(): void {
    if (!this.built) this.buildSome(Infinity);
  }
}

const EMPTY: ReadonlySet<string> = new Set();

function link(index: Map<string, Set<string>>, nodeId: string, edgeId: string): void {
  let ids = index.get(nodeId);
  if (!ids) index.set(nodeId, (ids = new Set()));
  ids.add(edgeId);
}

function unlink(index: Map<string, Set<string>>, nodeId: string, edgeId: string): void {
  const ids = index.get(nodeId);
  if (!ids) return;
  ids.delete(edgeId);
  if (ids.size === 0) index.delete(nodeId);
}
