import type { MapEdge } from '../schema/edge';

/**
 * Outgoing and incoming edge ids per node, kept up to date edge by edge so that a lookup costs the node's degree,
 * never the size of the map. Built from the edge list on the first lookup, not when the map loads: loading a
 * million-edge map into two million small sets took seconds and most of its garbage, and drawing the map needs none
 * of it. Until then `add` and `remove` have nothing to keep up to date.
 */
export class Adjacency {
  private readonly out = new Map<string, Set<string>>();
  private readonly in = new Map<string, Set<string>>();
  private built = false;

  /** `edges` is the map's live edge list, read once, on the first lookup. */
  constructor(private readonly edges: ReadonlyMap<string, MapEdge>) {}

  /** Registers an edge under its source (outgoing) and target (incoming). */
  add(edge: MapEdge): void {
    if (!this.built) return;
    link(this.out, edge.data.source, edge.data.id);
    link(this.in, edge.data.target, edge.data.id);
  }

  /** Forgets an edge; `edge` must carry the source and target it was added with. */
  remove(edge: MapEdge): void {
    if (!this.built) return;
    unlink(this.out, edge.data.source, edge.data.id);
    unlink(this.in, edge.data.target, edge.data.id);
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

  /** Whether the first lookup has happened (tests). */
  get isBuilt(): boolean {
    return this.built;
  }

  private build(): void {
    if (this.built) return;
    this.built = true;
    for (const edge of this.edges.values()) this.add(edge);
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
