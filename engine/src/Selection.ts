import type { Selection } from './api';

/**
 * The selected nodes and edges. Every change goes through `set`, which reports whether anything changed so the
 * engine emits `selectionchange` only for real changes.
 */
export class SelectionModel {
  readonly nodes = new Set<string>();
  readonly edges = new Set<string>();

  /** A plain copy for events and the API. */
  snapshot(): Selection {
    return { nodes: [...this.nodes], edges: [...this.edges] };
  }

  /** Replaces the selection; returns true when it changed. */
  set(nodes: Iterable<string>, edges: Iterable<string>): boolean {
    const nextNodes = new Set(nodes);
    const nextEdges = new Set(edges);
    if (sameSet(nextNodes, this.nodes) && sameSet(nextEdges, this.edges)) return false;
    this.nodes.clear();
    this.edges.clear();
    for (const id of nextNodes) this.nodes.add(id);
    for (const id of nextEdges) this.edges.add(id);
    return true;
  }

  /** Adds or removes one node (Shift+click); returns true (a toggle always changes the selection). */
  toggleNode(id: string): boolean {
    if (this.nodes.has(id)) this.nodes.delete(id);
    else this.nodes.add(id);
    return true;
  }

  /** Adds or removes one edge (Shift+click). */
  toggleEdge(id: string): boolean {
    if (this.edges.has(id)) this.edges.delete(id);
    else this.edges.add(id);
    return true;
  }

  /** Drops ids that no longer exist; returns true when something was dropped. */
  prune(hasNode: (id: string) => boolean, hasEdge: (id: string) => boolean): boolean {
    let changed = false;
    for (const id of this.nodes) if (!hasNode(id)) changed = this.nodes.delete(id) || changed;
    for (const id of this.edges) if (!hasEdge(id)) changed = this.edges.delete(id) || changed;
    return changed;
  }

  /** True when nothing is selected. */
  get isEmpty(): boolean {
    return this.nodes.size === 0 && this.edges.size === 0;
  }
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}
